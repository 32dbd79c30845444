/** The outcome of a form action: a confirmation, or an error announced at once. */
export interface FormStatusMessage {
  ok: boolean;
  text: string;
}

/** Shows a form's last outcome (nothing before the first action). */
export function FormStatus({ status }: { status: FormStatusMessage | null }) {
  if (!status) return null;
  return (
    <p role={status.ok ? 'status' : 'alert'} className={status.ok ? 'form-info' : 'form-error'}>
      {status.text}
    </p>
  );
}
