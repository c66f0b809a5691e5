import { useRef, useState } from 'react';
import type { components } from '@generated/api/schema';
import { attachmentProblem, type AttachmentProblem } from '@/shared/account/attachment';
import type { FormDefinition } from '@generated/forms/types';
import { SpecForm, type SpecFormData } from '@/shared/forms';
import { AttachmentField } from './AttachmentField';

type Attachment = components['schemas']['TicketAttachment'];

/** A file as the API takes it: its name, type and content in base64. */
function encode(file: File): Promise<Attachment> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve({ fileName: file.name, contentType: file.type as Attachment['contentType'], content: url.slice(url.indexOf(',') + 1) });
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

interface MessageFormProps {
  form: FormDefinition;
  idPrefix: string;
  /** Sends the form's data with the file, if any; a failure is the caller's to say (the popup) and keeps everything. */
  send: (data: SpecFormData, attachment: Attachment | undefined) => Promise<boolean>;
}

/**
 * A request's message form (a new request, an answer): the spec's fields and the optional file. The file is
 * checked before anything is sent (a PDF, JPG or PNG up to 5 MB), its message at its field; what was typed
 * and the chosen file stay on any error, and both are cleared once the message is sent.
 */
export function MessageForm({ form, idPrefix, send }: MessageFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<AttachmentProblem | null>(null);
  const [round, setRound] = useState(0);
  const input = useRef<HTMLInputElement>(null);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setProblem(chosen ? attachmentProblem(chosen) : null);
    if (!chosen && input.current) input.current.value = '';
  };

  const submit = async (data: SpecFormData) => {
    const refused = file ? attachmentProblem(file) : null;
    if (refused) {
      setProblem(refused);
      input.current?.focus();
      return;
    }
    if (await send(data, file ? await encode(file) : undefined)) {
      setFile(null);
      setRound((n) => n + 1);
    }
  };

  return (
    <SpecForm key={round} form={form} idPrefix={`${idPrefix}-${round}`} onSubmit={submit}>
      <AttachmentField ref={input} file={file} problem={problem} onChange={choose} />
    </SpecForm>
  );
}
