/** MUI fields wired to conform: real inputs with ids, names and labels, so forms work without JavaScript. */
import { getInputProps, type FieldMetadata } from '@conform-to/react';
import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
  type TextFieldProps,
} from '@mui/material';
import { useState, type ClipboardEvent, type ReactNode } from 'react';
import { Messages } from '../../domain/messages';
import { MFA_CODE_LENGTH, codeFromPaste, codeFromTyping } from '../../domain/mfa';
import { US_STATES } from '../../domain/states';

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
  const { required, slotProps, ...others } = rest;
  const error = field.errors?.[0];
  // The caller's input attributes (inputMode and the like) join ours on the <input> itself, never replace them.
  const htmlInput = { readOnly, 'aria-required': required || undefined, ...((slotProps?.htmlInput as object | undefined) ?? {}) };
  return (
    <TextField
      key={key}
      id={field.id}
      name={field.name}
      type={type}
      label={label}
      defaultValue={type === 'password' ? undefined : (field.initialValue as string | undefined)}
      error={Boolean(error)}
      // A read-only field looks it and says so, so nobody tries to type over a value the link or the business fixed.
      helperText={error ?? (readOnly ? Messages.fieldFixed : undefined)}
      autoComplete={autoComplete}
      // aria-required rather than MUI's asterisk: the label stays exactly the field's name.
      slotProps={{ ...slotProps, htmlInput }}
      {...others}
      sx={[Boolean(readOnly) && { '& .MuiInputBase-root': { bgcolor: 'action.hover' } }, ...(Array.isArray(others.sx) ? others.sx : [others.sx])]}
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
export function ConformCheckbox({ field, label, disabled, describedBy }: { field: FieldMetadata<string | boolean | undefined>; label: string; disabled?: boolean; describedBy?: string }) {
  const error = field.errors?.[0];
  const initial = field.initialValue as string | boolean | undefined;
  return (
    <FormControl error={Boolean(error)} sx={{ display: 'block' }} disabled={disabled}>
      <FormControlLabel
        key={field.key}
        control={
          <Checkbox
            id={field.id}
            name={field.name}
            defaultChecked={initial === true || initial === 'on' || initial === 'true'}
            slotProps={{ input: { 'aria-describedby': [error ? `${field.id}-error` : null, describedBy].filter(Boolean).join(' ') || undefined, 'aria-invalid': error ? true : undefined } }}
          />
        }
        label={label}
      />
      {error ? <FormHelperText id={`${field.id}-error`}>{error}</FormHelperText> : null}
    </FormControl>
  );
}

type FieldProps = Omit<TextFieldProps, 'name' | 'type' | 'id' | 'label' | 'error' | 'helperText' | 'defaultValue'>;

/** A dollar amount typed by a person (the schema's dollarAmountField turns it into cents). */
export function MoneyField({ field, label = 'Amount (USD)', ...rest }: { field: FieldMetadata<string | undefined>; label?: string } & FieldProps) {
  return <ConformTextField field={field} label={label} autoComplete="off" slotProps={{ htmlInput: { inputMode: 'decimal' } }} {...rest} />;
}

/** A 9-digit ABA routing number (routingNumberField checks its length and checksum). */
export function RoutingNumberField({ field, label = 'Routing number', ...rest }: { field: FieldMetadata<string | undefined>; label?: string } & FieldProps) {
  return <ConformTextField field={field} label={label} autoComplete="off" slotProps={{ htmlInput: { inputMode: 'numeric' } }} {...rest} />;
}

/** A bank account number: never remembered by the browser, only its last four digits are ever shown back. */
export function AccountNumberField({ field, label = 'Account number', ...rest }: { field: FieldMetadata<string | undefined>; label?: string } & FieldProps) {
  return <ConformTextField field={field} label={label} autoComplete="off" {...rest} />;
}

/** A date input (yyyy-mm-dd); browsers without a picker take the text. */
export function DateField({ field, label, helperText, required, ...rest }: { field: FieldMetadata<string | undefined>; label: string; helperText?: string } & FieldProps) {
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
      helperText={error ?? helperText}
      {...rest}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-required': required || undefined, ...(rest.slotProps?.htmlInput as object) } }}
    />
  );
}

/** A time of day (HH:mm) and the time zone it is read in: the payment time of a business. */
export function TimeWithZoneFields({
  time,
  timeZone,
  zones,
  disabled,
  fullWidth,
}: {
  time: FieldMetadata<string | undefined>;
  timeZone: FieldMetadata<string | undefined>;
  zones: readonly string[];
  disabled?: boolean;
  fullWidth?: boolean;
}) {
  const timeError = time.errors?.[0];
  return (
    <>
      <TextField
        key={time.key}
        id={time.id}
        name={time.name}
        type="time"
        label="Time"
        defaultValue={(time.initialValue as string | undefined) ?? ''}
        error={Boolean(timeError)}
        helperText={timeError}
        fullWidth={fullWidth}
        margin="normal"
        disabled={disabled}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-required': true, step: 60 } }}
      />
      <ConformSelect
        fullWidth={fullWidth}
        margin="normal"
        field={timeZone}
        label="Time zone"
        options={zones.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }))}
        required
        disabled={disabled}
      />
    </>
  );
}

/** The US state list (spec §3: 50 states, DC, territories), as the select shows it. */
export const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));

/** The state select's empty first option: no state is chosen for the person (decisions 136, 140). */
export const STATE_PLACEHOLDER = 'Choose a state';

/**
 * A native select of the US states, opening on "Choose a state" when none is kept; the schema refuses an empty State
 * and turns a name of no state into the first entry (Alabama).
 */
export function StateSelect({
  field,
  label = 'State',
  placeholder = STATE_PLACEHOLDER,
  ...rest
}: { field: FieldMetadata<string | undefined>; label?: string; placeholder?: string | null } & Omit<TextFieldProps, 'name' | 'id' | 'label' | 'error' | 'helperText' | 'defaultValue' | 'select' | 'placeholder'>) {
  // null: no empty option (the gallery's specimen shows the list's own fallback to its first entry).
  return <ConformSelect field={field} label={label} options={STATE_OPTIONS} placeholder={placeholder ?? undefined} {...rest} />;
}

/** Radio buttons for one choice, wired to conform; each radio names its form so groups of the same name stay apart. */
export function ConformRadioGroup({
  field,
  label,
  options,
  row,
  disabled,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  options: readonly { value: string; label: string }[];
  row?: boolean;
  disabled?: boolean;
}) {
  const error = field.errors?.[0];
  const labelId = `${field.id}-label`;
  return (
    <FormControl error={Boolean(error)} sx={{ display: 'block' }} disabled={disabled}>
      {/* A disabled group's name stays readable (4.5:1): axe, and people, still read it. */}
      <FormLabel id={labelId} sx={{ '&.Mui-disabled': { color: 'text.secondary' } }}>
        {label}
      </FormLabel>
      <RadioGroup row={row} aria-labelledby={labelId} name={field.name} defaultValue={(field.initialValue as string | undefined) ?? ''} key={field.key}>
        {options.map((o) => (
          <FormControlLabel
            key={o.value}
            value={o.value}
            label={o.label}
            control={<Radio slotProps={{ input: { form: field.formId, 'aria-describedby': error ? `${field.id}-error` : undefined } as Record<string, unknown> }} />}
          />
        ))}
      </RadioGroup>
      {error ? <FormHelperText id={`${field.id}-error`}>{error}</FormHelperText> : null}
    </FormControl>
  );
}

/** A file input (uploads post as multipart/form-data), with its error or a hint under it. */
export function FileField({
  id,
  name,
  label,
  accept,
  error,
  hint,
  disabled,
}: {
  id: string;
  name: string;
  label: string;
  accept?: string;
  error?: string | null;
  hint?: string;
  disabled?: boolean;
}) {
  return (
    <TextField
      id={id}
      name={name}
      label={label}
      type="file"
      error={Boolean(error)}
      helperText={error ?? hint}
      disabled={disabled}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { accept }, formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
    />
  );
}

/**
 * The six-digit verification code (spec §5): typing keeps digits only, cut to six; pasted text is trimmed and cut
 * to six, and rejected with the spec's message if it holds anything but digits. `onCode` hears every change.
 */
export function CodeField({
  id = 'mfa-code',
  name = 'code',
  defaultValue = '',
  error,
  disabled,
  autoFocus,
  onCode,
}: {
  id?: string;
  name?: string;
  defaultValue?: string;
  error?: string | null;
  disabled?: boolean;
  autoFocus?: boolean;
  onCode?: (code: string) => void;
}) {
  const [code, setCode] = useState(defaultValue);
  const [pasteError, setPasteError] = useState<string | null>(null);
  const update = (next: string) => {
    setCode(next);
    onCode?.(next);
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const cleaned = codeFromPaste(event.clipboardData.getData('text'));
    if (cleaned === null) {
      setPasteError(Messages.codeFormat);
      return;
    }
    setPasteError(null);
    update(cleaned);
  };
  const shown = pasteError ?? error ?? undefined;
  return (
    <TextField
      id={id}
      name={name}
      label="Verification code"
      value={code}
      onChange={(event) => {
        setPasteError(null);
        update(codeFromTyping(event.target.value));
      }}
      error={Boolean(shown)}
      helperText={shown}
      autoComplete="one-time-code"
      autoFocus={autoFocus}
      disabled={disabled}
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          maxLength: MFA_CODE_LENGTH,
          pattern: '[0-9]{6}',
          'aria-required': true,
          onPaste,
          style: { letterSpacing: '0.4em', fontSize: '1.3rem' },
        },
      }}
    />
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
