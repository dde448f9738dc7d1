/**
 * `/setup/branding` (owner only): the business's logo (PNG, JPEG or SVG up to 64 KB; SVG is sanitised by the
 * API before it is stored) and its description. The upload is a plain multipart form.
 */
import { muiRoute } from '../../components/MuiScope';
import { getFormProps, useForm } from '@conform-to/react';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Messages } from '../../../domain/messages';
import { LOGO_CONTENT_TYPES, LOGO_MAX_BYTES, brandingSchema, checkLogoFile } from '../../../domain/setup-validation';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { SaveButton, SetupFormErrors, SetupPage, SetupSection, validateSetupForm } from '../../features/setup/SetupForm';
import { fetchBusinessSetup, mutate, saveSetupForm, savedRedirect } from '../../features/setup/business-setup.server';
import { withServiceBanner } from '../../platform/shell.server';
import { requireViewer } from '../../platform/viewer.server';
import { coreGraphql } from '../../graphql/core';
import { viewerZoneFormat } from '../../platform/time-zone.server';

const UPLOAD_LOGO = coreGraphql(`
  mutation UploadBusinessLogo($input: BusinessLogoInput!) {
    uploadBusinessLogo(input: $input) { logoContentType logoSize }
  }
`);
const UPDATE_BRANDING = coreGraphql(`
  mutation UpdateBranding($input: BrandingInput!) {
    updateBranding(input: $input) { description }
  }
`);

const LOGO_INTENT = 'logo';
const DESCRIPTION_INTENT = 'description';

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const zone = await viewerZoneFormat(context);
    const { branding } = await fetchBusinessSetup(context);
    return {
      description: branding.description ?? '',
      logo: branding.logoContentType
        ? {
            contentType: branding.logoContentType,
            fileName: branding.logoFileName,
            size: branding.logoSize,
            updated: branding.logoUpdatedAt ? zone.dateTime(branding.logoUpdatedAt) : null,
            // Bust the browser cache when the logo changes.
            src: `/setup/branding/logo?v=${encodeURIComponent(branding.logoUpdatedAt ?? '')}`,
          }
        : null,
    };
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const formData = await request.formData();
    const here = new URL(request.url).pathname;
    if (formData.get('intent') !== LOGO_INTENT) {
      return saveSetupForm(context, request, formData, {
        schema: brandingSchema,
        document: UPDATE_BRANDING,
        variables: (value) => ({ input: { description: value.description } }),
      });
    }
    const file = formData.get('logo');
    const failed = (message: string) => {
      context.session.flash('danger', Messages.uploadFailed);
      return data({ intent: LOGO_INTENT, logoError: message }, { status: 400 });
    };
    if (!(file instanceof File) || file.size === 0) return failed(Messages.setupLogoRequired);
    if (file.size > LOGO_MAX_BYTES) return failed(Messages.setupLogoTooLarge);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const checked = checkLogoFile(bytes);
    if (!checked.ok) return failed(checked.message);
    const result = await mutate(context, { document: UPLOAD_LOGO, variables: { input: { fileName: file.name || 'logo', contentBase64: Buffer.from(bytes).toString('base64') } } });
    if (!result.ok) return failed(result.message === Messages.uploadFailed ? Messages.setupLogoType : result.message);
    return savedRedirect(context, here, Messages.setupUploaded);
  });
}

export default function Branding() {
  const { description, logo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const logoError = actionData && 'logoError' in actionData ? actionData.logoError : null;
  const [form, fields] = useForm({
    id: 'branding-description',
    lastResult: actionData && 'result' in actionData ? actionData.result : undefined,
    defaultValue: { description },
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => validateSetupForm(formData, brandingSchema),
  });
  const descriptionError = fields.description.errors?.[0];
  return (
    <SetupPage title="Branding" intro="Your logo and a short description of your business, shown to the people you pay and collect from.">
      <SetupSection id="logo" title="Logo">
        {logo ? (
          <Box sx={{ mb: 2 }}>
            <Box component="img" src={logo.src} alt="Current logo" data-testid="current-logo" sx={{ maxWidth: 240, maxHeight: 120, display: 'block', mb: 1 }} />
            <Typography variant="body2" color="text.secondary">
              {logo.fileName} · {logo.size} bytes{logo.updated ? ` · uploaded ${logo.updated}` : ''}
            </Typography>
          </Box>
        ) : (
          <Typography sx={{ mb: 2 }}>No logo yet.</Typography>
        )}
        <Form method="post" encType="multipart/form-data" noValidate>
          <input type="hidden" name="intent" value={LOGO_INTENT} />
          {logoError ? (
            <Alert severity="error" role="alert" sx={{ my: 1 }} id="logo-error">
              {logoError}
            </Alert>
          ) : null}
          <Box component="label" htmlFor="logo-file" sx={{ display: 'block', fontWeight: 600, mb: 1 }}>
            Logo file (PNG, JPEG or SVG, at most 64 KB)
          </Box>
          <input
            id="logo-file"
            name="logo"
            type="file"
            accept={LOGO_CONTENT_TYPES.join(',')}
            aria-describedby={logoError ? 'logo-error' : undefined}
            aria-invalid={logoError ? true : undefined}
          />
          <div>
            <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={navigation.state === 'submitting'}>
              Upload logo
            </Button>
          </div>
        </Form>
      </SetupSection>
      <SetupSection id="description" title="Description">
        <Form method="post" {...getFormProps(form)} noValidate>
          <SetupFormErrors form={form} />
          <input type="hidden" name="intent" value={DESCRIPTION_INTENT} />
          <TextField
            key={fields.description.key}
            id={fields.description.id}
            name={fields.description.name}
            label="Description"
            defaultValue={fields.description.initialValue ?? ''}
            error={Boolean(descriptionError)}
            helperText={descriptionError}
            multiline
            minRows={3}
            fullWidth
            margin="normal"
          />
          <SaveButton />
        </Form>
      </SetupSection>
    </SetupPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
