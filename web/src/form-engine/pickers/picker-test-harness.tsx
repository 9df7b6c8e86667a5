import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import type { OptionList } from '@portal/shared/schemas/form-api';
import type { Item } from '@portal/shared/form-model/definition';
import { ToastProvider } from '../../components/toast.tsx';
import { FormEngineProvider } from '../form-engine-context.tsx';
import { FormMethodsProvider } from '../form-methods.tsx';


/** Test-only: a page form (react-hook-form), the engine context, a fresh QueryClient and a toast region. */
export function renderPicker(element: ReactElement, { values = {} }: { values?: Record<string, unknown> } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 } } });
  let form: ReturnType<typeof useForm> | undefined;
  function Form({ children }: { children: ReactNode }) {
    const methods = useForm({ defaultValues: values });
    form = methods;
    return <FormMethodsProvider methods={methods}>{children}</FormMethodsProvider>;
  }
  const result = render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <FormEngineProvider value={{ applicantId: 1, taskId: 910111, pageIndex: 0, isTest: false, isAdmin: false, readOnly: false }}>
          <Form>{element}</Form>
        </FormEngineProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...result, client, form: () => form! };
}

export const optionList = (over: Partial<OptionList> = {}): OptionList => ({
  requirement: [],
  preference: [],
  all: [],
  etc: 'N',
  searchable: '',
  ets: [],
  usage_pre_registration: 'N',
  pre_registration_options: [],
  ...over,
});

export const pickerItem = (type: Item['input_type']['type'], field: string, model?: string): Item => ({
  id: 1,
  title: field,
  required: 'Y',
  input_type: { type, field, ...(model ? { model } : {}) },
});

export const toastTexts = () => Array.from(document.querySelectorAll('.toast-region .toast__message')).map((n) => n.textContent);

/** A fetch mock that answers by path (query ignored) and records every URL. */
export function routeFetch(routes: Record<string, (url: URL) => unknown | Promise<unknown>>) {
  const urls: string[] = [];
  const fn = async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://test.local');
    urls.push(`${url.pathname}${url.search}`);
    const handler = Object.entries(routes).find(([path]) => url.pathname === path)?.[1];
    if (!handler) return new Response(JSON.stringify({ message: '없음' }), { status: 404 });
    const body = await handler(url);
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { fn, urls };
}
