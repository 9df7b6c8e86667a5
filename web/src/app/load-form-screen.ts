type FormScreen = typeof import('./form-screen.ts');
let formScreen: FormScreen | undefined;

/**
 * The application form's chunk (form-screen.ts): the router's form screen, prime-startup.ts and early-start.ts load it
 * through this one function, so all three share the one chunk and its one load.
 */
export const loadFormScreen = (): Promise<FormScreen> =>
  import('./form-screen.ts').then((m) => {
    formScreen = m;
    return m;
  });

/** The chunk if it has loaded: the router then renders the form page at once (lazy-screen.tsx). */
export const loadedFormScreen = (): FormScreen | undefined => formScreen;
