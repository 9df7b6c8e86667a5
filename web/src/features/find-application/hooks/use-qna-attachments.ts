import { useState } from 'react';
import { constants } from '@portal/shared/constants';
import { messages } from '@portal/shared/messages';
import { QNA_ATTACHMENT_LIMITS, type QnaFile } from '@portal/shared/schemas/qna';
import { useToast } from '../../../components/toast.tsx';
import { uploadErrorMessage } from '../../../form-engine/uploads/upload-file.ts';
import { deleteQnaFile, uploadQnaFile } from '../api/qna.ts';
import { qnaMessages } from '@portal/shared/messages/qna';

const m = qnaMessages;

/** The inquiry's attachments: uploaded one after another as chosen, removable until the inquiry is stored. */
export function useQnaAttachments() {
  const toast = useToast();
  const [files, setFiles] = useState<QnaFile[]>([]);
  const [uploading, setUploading] = useState(0);
  const error = (message: string) => toast({ message, variant: 'error', durationMs: constants.errorSnackbarMs });

  const add = async (chosen: File[]) => {
    const room = QNA_ATTACHMENT_LIMITS.maxCount - files.length;
    if (chosen.length > room) error(m.tooManyFiles(QNA_ATTACHMENT_LIMITS.maxCount));
    const taken = chosen.slice(0, Math.max(0, room));
    setUploading((n) => n + taken.length);
    for (const file of taken) {
      try {
        const stored = await uploadQnaFile(file);
        setFiles((list) => [...list, stored]);
      } catch (e) {
        error(uploadErrorMessage(e));
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };
  const remove = async (file: QnaFile) => {
    try {
      await deleteQnaFile(file.id);
      setFiles((list) => list.filter((f) => f.id !== file.id));
    } catch (e) {
      error(uploadErrorMessage(e));
    }
  };
  return { files, uploading: uploading > 0, add, remove };
}
