/** Form pieces of the subscription pages (the shared select and checkbox are in ../Fields). */
import type { FieldMetadata } from '@conform-to/react';
import { Alert, TextField } from '@mui/material';

/** The form-level error (the spec's 'Please fill in all the required fields.' or 'Please fill the form correctly.'). */
export function FormAlert({ id, message }: { id?: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" id={id} sx={{ mb: 2 }}>
      {message}
    </Alert>
  );
}

/** A date input (yyyy-mm-dd); browsers without a picker take the text. */
export function DateField({ field, label }: { field: FieldMetadata<string | undefined>; label: string }) {
  const error = field.errors?.[0];
  return (
    <TextField
      key={field.key}
      id={field.id}
      name={field.name}
      label={label}
      type="date"
      defaultValue={(field.initialValue as string | undefined) ?? ''}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
