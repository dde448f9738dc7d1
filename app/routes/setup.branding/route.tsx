/**
 * `/setup/branding` (owner only): the business's logo (PNG, JPEG or SVG up to 64 KB; SVG is sanitised by the
 * API before it is stored) and its description. The upload is a plain multipart form.
 */
import { muiRoute } from '../../components/MuiScope';
import { useForm } from '@conform-to/react';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Messages } from '../../../domain/messages';
import { LOGO_CONTENT_TYPES, LOGO_MAX_BYTES, brandingSchema, checkLogoFile } from '../../../domain/setup-validation';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { SetupForm, SetupPage, SetupSection, validateSetupForm } from '../../features/setup/SetupForm';
import { fetchBusinessSetup, mutate, setupFormSave } from '../../features/setup/business-setup.server';
import { FormRefusal, formActions, intentForm } from '../../platform/form-action.server';
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

/** The logo form: a file, at most LOGO_MAX_BYTES (what it is, PNG, JPEG or SVG, is read from its bytes by the save). */
const logoSchema = z.object({
  logo: z.instanceof(File, { message: Messages.setupLogoRequired }).refine((file) => file.size <= LOGO_MAX_BYTES, Messages.setupLogoTooLarge),
});

export const action = (args: ActionFunctionArgs) => {
  const { context } = args;
  // A refused logo is also the danger toast 'Upload failed' (spec), besides the message beside the field.
  const failed = (message: string) => {
    context.session.flash('danger', Messages.uploadFailed);
    return message;
  };
  return formActions(
    args,
    {
      [DESCRIPTION_INTENT]: setupFormSave(context, {
        schema: brandingSchema,
        document: UPDATE_BRANDING,
        variables: (value) => ({ input: { description: value.description } }),
      }),
      [LOGO_INTENT]: intentForm({
        schema: logoSchema,
        // A file is never sent back in the answer.
        hideFields: ['logo'],
        save: async ({ logo }) => {
          const bytes = new Uint8Array(await logo.arrayBuffer());
          const checked = checkLogoFile(bytes);
          if (!checked.ok) throw new FormRefusal({ fieldErrors: { logo: [failed(checked.message)] } });
          const result = await mutate(context, { document: UPLOAD_LOGO, variables: { input: { fileName: logo.name || 'logo', contentBase64: Buffer.from(bytes).toString('base64') } } });
          if (!result.ok) throw new FormRefusal({ fieldErrors: { logo: [failed(result.message === Messages.uploadFailed ? Messages.setupLogoType : result.message)] } });
        },
        success: Messages.setupUploaded,
        invalid: failed,
      }),
    },
    { maxFileBytes: LOGO_MAX_BYTES },
  );
};

export default function Branding() {
  const { description, logo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const logoError = actionData?.intent === LOGO_INTENT ? (actionData.result.error?.logo?.[0] ?? null) : null;
  const [form, fields] = useForm({
    id: 'branding-description',
    lastResult: actionData?.intent === DESCRIPTION_INTENT ? actionData.result : undefined,
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
        <SetupForm form={form}>
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
        </SetupForm>
      </SetupSection>
    </SetupPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
