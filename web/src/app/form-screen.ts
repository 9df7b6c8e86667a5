// The application form's chunk: its page and the form's part of the start-up priming (prime-startup.ts).
export { ApplicationFormPage } from '../features/application-form/components/application-form-page.tsx';
export { primeFormQueries } from './prime-form.ts';
