/** MUI fields wired to conform: real inputs with ids, names and labels, so forms work without JavaScript. */
import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { TextField, type TextFieldProps } from '@mui/material';

type InputType = 'text' | 'email' | 'password' | 'tel';

export function ConformTextField({
  field,
  type = 'text',
  label,
  autoComplete,
  readOnly,
  ...rest
}: {
  field: FieldMetadata<string | undefined>;
  type?: InputType;
  label: string;
  autoComplete?: string;
  readOnly?: boolean;
} & Omit<TextFieldProps, 'name' | 'type' | 'id' | 'label' | 'error' | 'helperText' | 'defaultValue'>) {
  const { key } = getInputProps(field, { type });
  const { required, ...others } = rest;
  const error = field.errors?.[0];
  return (
    <TextField
      key={key}
      id={field.id}
      name={field.name}
      type={type}
      label={label}
      defaultValue={type === 'password' ? undefined : (field.initialValue as string | undefined)}
      error={Boolean(error)}
      helperText={error}
      autoComplete={autoComplete}
      // aria-required rather than MUI's asterisk: the label stays exactly the field's name.
      slotProps={{ htmlInput: { readOnly, 'aria-required': required || undefined } }}
      {...others}
    />
  );
}
