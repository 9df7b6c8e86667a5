import { useCallback, useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { constants } from '@portal/shared/constants';
import { ETS_TYPE_FIELD, etsPartsOf } from '@portal/shared/schemas/language-score';
import { messages } from '@portal/shared/messages';
import type { ApplicantData } from '@portal/shared/schemas/auth-step';
import type { OptionList } from '@portal/shared/schemas/form-api';
import { applicantQueryOptions } from '../../api/view-applicant.ts';
import { useToast } from '../../components/toast.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useFormEngine } from '../form-engine-context.tsx';
import type { PickedOption } from '../pickers/option-filter.ts';
import { applyEtsResult, clearedVerification, directApplyValues, rowIndexOf, type RowValues } from './apply-ets-result.ts';
import { etsInit } from './ets-init.ts';
import { ETS_POPUP_FEATURES, ETS_POPUP_NAME, etsMessageFrom } from './ets-message.ts';
import { useFormMethods } from '../form-methods.tsx';
import { languageScoreMessages } from '@portal/shared/messages/language-score';

const SET = { shouldDirty: true, shouldValidate: true } as const;

/** The ets entry that names a chosen catalogue test (spec 3 'Option lists' ets[]: name and ets_id). */
export function etsEntryOf(list: OptionList | undefined, picked: PickedOption): OptionList['ets'][number] | undefined {
  if (picked.id === null || !list) return undefined;
  const name = picked.name.trim();
  return list.ets.find((e) => e.name.trim() === name);
}

/** Opens the popup inside the user's click (popup blockers allow it); its address is set once etsInit answers. */
function openBlankPopup(): Window | null {
  const popup = window.open('about:blank', ETS_POPUP_NAME, ETS_POPUP_FEATURES);
  try {
    if (popup) popup.document.title = languageScoreMessages.popupTitle;
  } catch {
    // Not our document (a provider page still open under the same name): it is navigated anyway.
  }
  return popup;
}

/**
 * Language-test score verification of one language row (spec 2.13). `choose` takes the picker's choice:
 * - a test the option list's `ets` does not name: applied as usual (`apply`), an earlier verification cleared;
 * - an ets test: POST etsInit; with a url the 820×560 popup goes to the provider, whose /etsResult page posts the
 *   result back here; the uname must be the applicant's name (not in test mode), then the row is filled with the
 *   verified values, ets_type and the seal; without a url the choice is applied with ets_type = etsId.
 */
export function useLanguageScore({ prefix, languageField }: { prefix: string; languageField: string }) {
  const { isTest } = useFormEngine();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { setValue, getValues } = useFormMethods();
  const pending = useRef<{ languageId: number; index: number; popup: Window } | undefined>(undefined);
  const index = rowIndexOf(prefix);
  // The form page loads the applicant; this observer only keeps the cached answer (the name check reads it).
  useQuery({ ...applicantQueryOptions(), enabled: false });

  const warn = useCallback((message: string) => toast({ message, variant: 'error', durationMs: constants.errorSnackbarMs }), [toast]);
  const fill = useCallback(
    (values: RowValues) => {
      for (const [key, value] of Object.entries(values)) setValue(`${prefix}${key}`, value, SET);
    },
    [prefix, setValue],
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = etsMessageFrom(event);
      const want = pending.current;
      if (!message || !want || message.result.index !== String(want.index) || message.result.id !== String(want.languageId)) return;
      pending.current = undefined;
      const applicantName = queryClient.getQueryData<ApplicantData>(applicantQueryOptions().queryKey)?.name;
      const applied = applyEtsResult(message.result, { applicantName, isTest, languageField });
      if (!applied.ok) {
        warn(applied.message);
        return;
      }
      fill(applied.values);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [queryClient, isTest, languageField, fill, warn]);

  const choose = useCallback(
    (picked: PickedOption, list: OptionList | undefined, apply: (p: PickedOption) => void) => {
      const ets = etsEntryOf(list, picked);
      if (!ets || picked.id === null) {
        const wasVerified = etsPartsOf(getValues(`${prefix}${ETS_TYPE_FIELD}`)).length > 0;
        apply(picked);
        fill(clearedVerification(wasVerified));
        return;
      }
      const popup = openBlankPopup();
      if (!popup) {
        warn(languageScoreMessages.popupBlocked);
        return;
      }
      const languageId = picked.id;
      etsInit({ languageId, formIndex: index, etsId: ets.ets_id, domain: window.location.hostname })
        .then((answer) => {
          if (!answer.url) {
            popup.close();
            apply(picked);
            fill(directApplyValues(ets.ets_id));
            return;
          }
          pending.current = { languageId, index, popup };
          popup.location.href = answer.url;
        })
        .catch((e: unknown) => {
          popup.close();
          warn(errorMessage(e));
        });
    },
    [fill, getValues, index, prefix, warn],
  );

  return { choose };
}
