/**
 * The web's side of `/pa/setup/bank-accounts/returns`: the received return files with their entries, and the upload
 * of one file. Its documents and the upload's schema live here, on the server, so the page's JavaScript carries
 * neither codegen's map of the core documents nor zod (decision 144).
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { Messages } from '../../../domain/messages';
import { formatCents } from '../../../domain/money';
import { coreGraphql } from '../../graphql/core';
import { ApiError, callApi } from '../../platform/api.server';
import { errorMessage } from '../../features/setup/banks-settings.server';
import { formAction } from '../../platform/form-action.server';
import { requireViewer } from '../../platform/viewer.server';
import { viewerZoneFormat } from '../../platform/time-zone.server';

/** The services take at most 90 KB of file text; a little more is read so the services name the limit. */
const MAX_UPLOAD_BYTES = 100 * 1024;

const FILES_QUERY = coreGraphql(`
  query AchReturnFilesPage {
    achReturnFiles(limit: 20) {
      ...AchReturnFileFields
    }
    originatingAccounts {
      id
      name
    }
  }
  fragment AchReturnFileFields on AchReturnFile {
    id
    fileName
    source
    receivedAt
    problems
    applied
    unmatched
    ignored
    entries {
      position
      kind
      code
      reason
      originalTraceNumber
      amount
      status
      outcome
      paymentId
      paymentTransactionId
    }
  }
`);

const UPLOAD_MUTATION = coreGraphql(`
  mutation UploadAchReturnFile($fileName: String!, $content: String!, $originatingAccountId: ID!) {
    uploadAchReturnFile(fileName: $fileName, content: $content, originatingAccountId: $originatingAccountId) {
      duplicate
      file {
        id
        applied
        unmatched
        ignored
        problems
      }
    }
  }
`);

/** The files received (the last 20) with their entries, and the originating accounts a file may be about. */
export async function loadReturnsPage({ request, context }: LoaderFunctionArgs) {
  await requireViewer(request, context);
  const zone = await viewerZoneFormat(context);
  try {
    const d = await callApi(context, { document: FILES_QUERY });
    return {
      error: null,
      accounts: d.originatingAccounts,
      files: d.achReturnFiles.map((f) => ({
        ...f,
        received: zone.dateTime(f.receivedAt),
        entries: f.entries.map((e) => ({ ...e, amountText: formatCents(e.amount) })),
      })),
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { error: errorMessage(error), accounts: [], files: [] };
  }
}

/** The upload form: one file (the services say what is wrong inside it). */
const uploadSchema = z.object({
  originatingAccountId: z.string({ required_error: Messages.achReturnFileAccountRequired }).min(1, Messages.achReturnFileAccountRequired),
  file: z.instanceof(File, { message: Messages.achReturnFileRequired }).refine((file) => file.size <= MAX_UPLOAD_BYTES, Messages.achReturnFileTooLarge),
});

export const returnsAction = (args: ActionFunctionArgs) =>
  formAction(args, {
    schema: uploadSchema,
    // A file is never sent back in the answer.
    hideFields: ['file'],
    save: async ({ file, originatingAccountId }) => {
      const { uploadAchReturnFile: result } = await callApi(args.context, {
        document: UPLOAD_MUTATION,
        variables: { fileName: file.name || 'returns.ach', content: await file.text(), originatingAccountId },
      });
      const f = result.file;
      const message = result.duplicate
        ? Messages.achReturnFileDuplicate
        : f && f.problems.length
          ? Messages.achReturnFileInvalid
          : Messages.achReturnFileRead(f?.applied ?? 0, f?.unmatched ?? 0, f?.ignored ?? 0);
      // A file the bank sent that cannot be read is kept (and listed), so it is a save, but its toast is a danger one.
      args.context.session.flash(f && f.problems.length && !result.duplicate ? 'danger' : 'success', message);
    },
    success: false,
    refused: (error) => ({ formErrors: [errorMessage(error)] }),
    maxFileBytes: MAX_UPLOAD_BYTES,
  });

