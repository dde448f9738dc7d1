/**
 * `/dashonic/form-components` (public, spec §2 demo pages): the living gallery of the product's form
 * fields. Every field is the component the product's pages render (app/components/Fields.tsx), shown empty, filled,
 * with its validation message (from the same zod field schemas the pages use, so in the spec's words) and disabled;
 * then one demo form that posts and answers exactly as a real page does (conform + zod, 400 with the reply, the
 * spec's form-level banner, a toast on success), with or without JavaScript. A change to a field is reviewed here.
 */
import { muiRoute } from '../../components/MuiScope';
import { useForm, type SubmissionResult } from '@conform-to/react';
import { Box, Paper, Typography } from '@mui/material';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import {
  GALLERY_ACCOUNT_TYPES,
  GALLERY_DEMO_SUCCESS,
  GALLERY_FILLED,
  GALLERY_FORMATS,
  GALLERY_INVALID,
  GALLERY_TIME_ZONES,
  galleryDemoSchema,
} from '../../../domain/gallery';
import { Messages } from '../../../domain/messages';
import { routeById } from '../../../domain/routes';
import {
  AccountNumberField,
  CodeField,
  ConformCheckbox,
  ConformRadioGroup,
  ConformSelect,
  ConformTextField,
  DateField,
  FileField,
  MoneyField,
  RoutingNumberField,
  StateSelect,
  TimeWithZoneFields,
} from '../../components/Fields';
import { FormSection, PageForm, PageFrame, usePageForm } from '../../components/FormPage';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { formAction } from '../../platform/form-action.server';
import { parseForm } from '../../platform/forms';

const TITLE = routeById('dashonic.forms').title;
export const meta: MetaFunction = () => [{ title: TITLE }];

/** The error specimens' answer: the real schema run over values that break each field's rule. */
function errorReply(): SubmissionResult<string[]> {
  const formData = new FormData();
  for (const [name, value] of Object.entries(GALLERY_INVALID)) if (value) formData.set(name, value);
  return parseForm(formData, galleryDemoSchema).reply();
}

export async function loader(_: LoaderFunctionArgs) {
  return { errorResult: errorReply() };
}

/** The demo form's action: a real page's action with nothing to save; the gallery is public, so nothing to guard. */
export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    guard: async () => undefined,
    schema: galleryDemoSchema,
    save: async () => undefined,
    success: GALLERY_DEMO_SUCCESS,
  });

type Fields = ReturnType<typeof useForm<Record<string, string>>>[1];
type State = 'empty' | 'filled' | 'error' | 'disabled';
const STATES: readonly { key: State; label: string }[] = [
  { key: 'empty', label: 'Empty' },
  { key: 'filled', label: 'Filled' },
  { key: 'error', label: 'With its validation message' },
  { key: 'disabled', label: 'Disabled' },
];

interface Specimen {
  id: string;
  title: string;
  note: ReactNode;
  render: (fields: Fields, state: State) => ReactNode;
}

const SPECIMENS: readonly Specimen[] = [
  {
    id: 'text',
    title: 'Text',
    note: 'ConformTextField. Names: required, under 100 characters.',
    render: (f, s) => <ConformTextField field={f.name} label="Business name" required fullWidth disabled={s === 'disabled'} />,
  },
  {
    id: 'email',
    title: 'E-mail',
    note: 'ConformTextField type="email": required, a valid address.',
    render: (f, s) => <ConformTextField field={f.email} type="email" label="Email" autoComplete="email" required fullWidth disabled={s === 'disabled'} />,
  },
  {
    id: 'password',
    title: 'Password',
    note: `ConformTextField type="password". New passwords: ${Messages.newPasswordRules}. A password is never filled back by the server, so "Filled" looks empty.`,
    render: (f, s) => <ConformTextField field={f.password} type="password" label="Password" autoComplete="new-password" required fullWidth disabled={s === 'disabled'} />,
  },
  {
    id: 'money',
    title: 'Money',
    note: 'MoneyField: dollars as typed, turned into integer cents by the schema; more than $0.00, at most $1,000,000.00.',
    render: (f, s) => <MoneyField field={f.amount} required fullWidth disabled={s === 'disabled'} />,
  },
  {
    id: 'routing-number',
    title: 'Routing number',
    note: 'RoutingNumberField: 9 digits with the ABA checksum.',
    render: (f, s) => <RoutingNumberField field={f.routingNumber} required fullWidth disabled={s === 'disabled'} />,
  },
  {
    id: 'account-number',
    title: 'Account number',
    note: 'AccountNumberField: Latin letters and digits, 4 to 17 of them; only the last four are ever shown back.',
    render: (f, s) => <AccountNumberField field={f.accountNumber} required fullWidth disabled={s === 'disabled'} />,
  },
  {
    id: 'date',
    title: 'Date',
    note: 'DateField: a native date input (yyyy-mm-dd), so it works without JavaScript.',
    render: (f, s) => <DateField field={f.date} label="Due date" required fullWidth disabled={s === 'disabled'} />,
  },
  {
    id: 'time-zone',
    title: 'Time with zone',
    note: 'TimeWithZoneFields: a native time input (HH:mm) and the time zone it is read in.',
    render: (f, s) => <TimeWithZoneFields time={f.time} timeZone={f.timeZone} zones={GALLERY_TIME_ZONES} fullWidth disabled={s === 'disabled'} />,
  },
  {
    id: 'select',
    title: 'Native select',
    note: 'ConformSelect: a native select (no popover), so it works without JavaScript.',
    render: (f, s) => (
      <ConformSelect field={f.accountType} label="Account type" options={GALLERY_ACCOUNT_TYPES} placeholder="Choose an account type" required fullWidth disabled={s === 'disabled'} />
    ),
  },
  {
    id: 'state',
    title: 'State list',
    note: 'StateSelect: the 50 states, DC and the territories. It has no error of its own: unknown input (here "Atlantis") falls back to the first entry, Alabama.',
    render: (f, s) => <StateSelect field={f.state} required fullWidth disabled={s === 'disabled'} placeholder={null} />,
  },
  {
    id: 'checkbox',
    title: 'Checkbox',
    note: "ConformCheckbox: posts 'on' when ticked.",
    render: (f, s) => <ConformCheckbox field={f.agree} label="I accept the terms" disabled={s === 'disabled'} />,
  },
  {
    id: 'radio',
    title: 'Radio group',
    note: 'ConformRadioGroup: one choice; each radio belongs to its own form, so groups of the same name stay apart.',
    render: (f, s) => <ConformRadioGroup field={f.format} label="Format" options={GALLERY_FORMATS} row disabled={s === 'disabled'} />,
  },
  {
    id: 'file',
    title: 'File upload',
    note: 'FileField: posts as multipart/form-data. A browser never fills a file input, so "Filled" says which file is stored.',
    render: (_f, s) => (
      <FileField
        id={`gallery-${s}-file`}
        name="file"
        label="Certificate file"
        accept=".pem,.crt,.cer,.key"
        hint={s === 'filled' || s === 'disabled' ? 'Stored: certificate.pem' : 'A PEM file'}
        error={s === 'error' ? Messages.uploadFailed : null}
        disabled={s === 'disabled'}
      />
    ),
  },
  {
    id: 'code',
    title: 'Six-digit code',
    note: 'CodeField: digits only, at most six; pasted text is trimmed and cut to six, and refused if it holds anything else.',
    render: (f, s) => (
      <CodeField
        id={`gallery-${s}-code`}
        defaultValue={s === 'empty' ? '' : s === 'error' ? '12' : GALLERY_FILLED.code}
        error={f.code.errors?.[0]}
        disabled={s === 'disabled'}
      />
    ),
  },
];

function SpecimenSection({ specimen, forms }: { specimen: Specimen; forms: Record<State, Fields> }) {
  const headingId = `specimen-${specimen.id}`;
  return (
    <FormSection id={headingId} title={specimen.title} wide testId="field-specimen">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {specimen.note}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' } }}>
        {STATES.map((state) => (
          <Box key={state.key} data-testid={`${specimen.id}-${state.key}`} data-state={state.key}>
            <Typography component="h3" sx={{ fontWeight: 600, fontSize: '0.95rem', mb: 1 }}>
              {state.label}
            </Typography>
            {specimen.render(forms[state.key], state.key)}
          </Box>
        ))}
      </Box>
    </FormSection>
  );
}

/** The working demo form: the same pattern as every settings page (usePageForm, PageForm, submitForm). */
function DemoForm() {
  const [form, fields] = usePageForm(galleryDemoSchema, { id: 'gallery-demo', defaultValue: { timeZone: 'America/Chicago' }, validate: 'onBlur' });
  return (
    <FormSection id="demo-form" title="Demo form" wide>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Posts to this page, which answers as a real page does: each field&apos;s message, the form-level banner, and a
        toast when every field is valid. Nothing is saved.
      </Typography>
      <PageForm form={form} submit="Check the form">
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
          <ConformTextField field={fields.name} label="Business name" required />
          <ConformTextField field={fields.email} type="email" label="Email" autoComplete="email" required />
          <ConformTextField field={fields.password} type="password" label="Password" autoComplete="new-password" required />
          <MoneyField field={fields.amount} required />
          <RoutingNumberField field={fields.routingNumber} required />
          <AccountNumberField field={fields.accountNumber} required />
          <DateField field={fields.date} label="Due date" required />
          <ConformSelect field={fields.accountType} label="Account type" options={GALLERY_ACCOUNT_TYPES} required />
          <StateSelect field={fields.state} required />
          <CodeField id="gallery-demo-code" defaultValue={(fields.code.initialValue as string | undefined) ?? ''} error={fields.code.errors?.[0]} />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
          <TimeWithZoneFields time={fields.time} timeZone={fields.timeZone} zones={GALLERY_TIME_ZONES} />
        </Box>
        <ConformRadioGroup field={fields.format} label="Format" options={GALLERY_FORMATS} row />
        <ConformCheckbox field={fields.agree} label="I accept the terms" />
      </PageForm>
    </FormSection>
  );
}

export default function FormComponents() {
  const { errorResult } = useLoaderData<typeof loader>();
  const [, empty] = useForm<Record<string, string>>({ id: 'gallery-empty' });
  const [, filled] = useForm<Record<string, string>>({ id: 'gallery-filled', defaultValue: GALLERY_FILLED });
  const [, error] = useForm<Record<string, string>>({ id: 'gallery-error', lastResult: errorResult as SubmissionResult<string[]> });
  const [, disabled] = useForm<Record<string, string>>({ id: 'gallery-disabled', defaultValue: GALLERY_FILLED });
  const forms: Record<State, Fields> = { empty, filled, error, disabled };
  return (
    <PageFrame
      title={TITLE}
      intro="Every form field of the product, rendered by the same components its pages use: each empty, filled, with its validation message and disabled, then a demo form that posts. Everything here works without JavaScript."
    >
      {/* The specimens' radios name these forms, so each state's group is its own. */}
      {STATES.map((s) => (
        <form key={s.key} id={`gallery-${s.key}`} hidden aria-hidden="true" />
      ))}
      <Paper component="nav" aria-label="Fields" variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0, p: 0, listStyle: 'none' }}>
          {SPECIMENS.map((s) => (
            <li key={s.id}>
              <a href={`#specimen-${s.id}-heading`}>{s.title}</a>
            </li>
          ))}
          <li>
            <a href="#demo-form-heading">Demo form</a>
          </li>
        </Box>
      </Paper>
      {SPECIMENS.map((s) => (
        <SpecimenSection key={s.id} specimen={s} forms={forms} />
      ))}
      <DemoForm />
    </PageFrame>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
