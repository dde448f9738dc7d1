/** MUI fields wired to conform: real inputs with ids, names and labels, so forms work without JavaScript. */
import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { Box, Checkbox, FormControl, FormControlLabel, FormHelperText, TextField, Typography, type TextFieldProps } from '@mui/material';
import type { ReactNode } from 'react';

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

/** A native select (works without JavaScript) wired to conform; `options` as value and label. */
export function ConformSelect({
  field,
  label,
  options,
  placeholder,
  required,
  ...rest
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  options: readonly { value: string; label: string }[];
  /** A first, empty choice. */
  placeholder?: string;
  required?: boolean;
} & Omit<TextFieldProps, 'name' | 'id' | 'label' | 'error' | 'helperText' | 'defaultValue' | 'select'>) {
  const error = field.errors?.[0];
  return (
    <TextField
      key={field.key}
      select
      id={field.id}
      name={field.name}
      label={label}
      defaultValue={(field.initialValue as string | undefined) ?? ''}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'aria-required': required || undefined } }}
      {...rest}
    >
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}

/** A checkbox posting 'on' when ticked, with its error under it. */
export function ConformCheckbox({ field, label }: { field: FieldMetadata<string | boolean | undefined>; label: string }) {
  const error = field.errors?.[0];
  const initial = field.initialValue as string | boolean | undefined;
  return (
    <FormControl error={Boolean(error)} sx={{ display: 'block' }}>
      <FormControlLabel
        key={field.key}
        control={
          <Checkbox
            id={field.id}
            name={field.name}
            defaultChecked={initial === true || initial === 'on' || initial === 'true'}
            slotProps={{ input: { 'aria-describedby': error ? `${field.id}-error` : undefined, 'aria-invalid': error ? true : undefined } }}
          />
        }
        label={label}
      />
      {error ? <FormHelperText id={`${field.id}-error`}>{error}</FormHelperText> : null}
    </FormControl>
  );
}

/** Label and value pairs, read as a description list. */
export function Facts({ items, testId }: { items: readonly { label: string; value: ReactNode; testId?: string }[]; testId?: string }) {
  return (
    <Box component="dl" data-testid={testId} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, my: 2 }}>
      {items.map((item) => (
        <Box key={item.label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" sx={{ fontWeight: 600 }}>
            {item.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }} data-testid={item.testId}>
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
