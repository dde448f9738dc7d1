/** formActions: the posted intent picks its form, every intent is validated by its schema, an unknown intent is refused. */
import type { ActionFunctionArgs } from '@remix-run/node';
import { describe, expect, it, vi } from 'vitest';
import { rotateSecretSchema } from '../../domain/api-clients';
import { Messages } from '../../domain/messages';
import type { RequestContext } from './context';
import { z } from 'zod';
import { ApiError } from './api.server';
import { FormRefusal, formActions, intentForm, invalidToast } from './form-action.server';
import { recordIdSchema } from './forms';

const PAGE = 'http://web.test/setup/payloft-api-keys';

/** A post of `fields` to the page, with a session that records what the action flashes. */
function post(fields: Record<string, string>) {
  const flashed: { type: string; message: string }[] = [];
  const session = { flash: (type: string, message: string) => flashed.push({ type, message }), set: () => undefined };
  const context = { cspNonce: '', requestId: 'test', session } as unknown as RequestContext;
  const request = new Request(PAGE, { method: 'POST', body: new URLSearchParams(fields) });
  return { args: { request, context, params: {} } as ActionFunctionArgs, flashed };
}

/** The API keys page's rotate and remove forms, with saves that only record that they ran. */
function apiKeysPage(args: ActionFunctionArgs) {
  const rotate = vi.fn(async (value: { id: string; grace: string }) => value);
  const remove = vi.fn(async (value: { id: string }) => value);
  const action = formActions(
    args,
    {
      rotate: { schema: rotateSecretSchema.merge(recordIdSchema), save: rotate, success: Messages.apiClientSecretRotated },
      remove: { schema: recordIdSchema, save: remove, success: Messages.apiClientRemoved, invalid: invalidToast(args.context, '/setup/payloft-api-keys') },
    },
    // The guard is the route's (requireViewer); these tests are about what follows it.
    { guard: async () => undefined }
  );
  return { action, rotate, remove };
}

/** What the action answered: its 400 data, or the redirect or refusal it threw. */
async function outcome(action: Promise<unknown>) {
  try {
    return { answered: (await action) as { data: { intent?: string; result: { error?: Record<string, string[]> } }; init: { status: number } } };
  } catch (thrown) {
    return { thrown: thrown as Response };
  }
}

describe('formActions', () => {
  it('refuses a rotate whose grace period is not one of the choices, with the field error, and saves nothing', async () => {
    const { args, flashed } = post({ intent: 'rotate', id: 'client-1', grace: 'forever' });
    const { action, rotate } = apiKeysPage(args);
    const { answered } = await outcome(action);
    expect(answered?.init.status).toBe(400);
    expect(answered?.data.intent).toBe('rotate');
    expect(answered?.data.result.error?.grace?.[0]).toBeTruthy();
    expect(answered?.data.result.error?.['']).toEqual([Messages.formIncorrect]);
    expect(rotate).not.toHaveBeenCalled();
    expect(flashed).toEqual([]);
  });

  it('refuses a rotate without a grace period as a required field', async () => {
    const { args } = post({ intent: 'rotate', id: 'client-1' });
    const { action, rotate } = apiKeysPage(args);
    const { answered } = await outcome(action);
    expect(answered?.init.status).toBe(400);
    expect(answered?.data.result.error?.grace?.length).toBe(1);
    expect(rotate).not.toHaveBeenCalled();
  });

  it('saves a valid rotate with the parsed values, flashes its toast and goes back to the page', async () => {
    const { args, flashed } = post({ intent: 'rotate', id: 'client-1', grace: '1h' });
    const { action, rotate } = apiKeysPage(args);
    const { thrown } = await outcome(action);
    expect(rotate).toHaveBeenCalledWith({ id: 'client-1', grace: '1h' }, expect.any(FormData));
    expect(flashed).toEqual([{ type: 'success', message: Messages.apiClientSecretRotated }]);
    expect(thrown?.status).toBe(302);
    expect(thrown?.headers.get('location')).toBe('/setup/payloft-api-keys');
  });

  it('refuses an intent the page does not have with 400 and the generic message, saving nothing', async () => {
    for (const intent of ['delete-everything', '', 'toString', '__proto__']) {
      const { args, flashed } = post({ intent, id: 'client-1', grace: '1h' });
      const { action, rotate, remove } = apiKeysPage(args);
      const { thrown } = await outcome(action);
      expect(thrown?.status).toBe(400);
      expect(await thrown?.text()).toBe(Messages.somethingWentWrong);
      expect(rotate).not.toHaveBeenCalled();
      expect(remove).not.toHaveBeenCalled();
      expect(flashed).toEqual([]);
    }
  });

  it("answers a button's invalid post (no record id) with a danger toast on the page instead of a form reply", async () => {
    const { args, flashed } = post({ intent: 'remove' });
    const { action, remove } = apiKeysPage(args);
    const { thrown } = await outcome(action);
    expect(remove).not.toHaveBeenCalled();
    expect(flashed).toHaveLength(1);
    expect(flashed[0]?.type).toBe('danger');
    expect(thrown?.status).toBe(302);
  });
});

describe('an upload form (maxFileBytes)', () => {
  const MAX = 16;
  const uploadSchema = z.object({
    file: z.instanceof(File, { message: 'Choose a file' }).refine((file) => file.size <= MAX, 'The file is too large'),
  });
  function upload(bytes: number) {
    const { args, flashed } = post({});
    const body = new FormData();
    body.set('intent', 'import');
    if (bytes) body.set('file', new File(['x'.repeat(bytes)], 'list.csv', { type: 'text/csv' }));
    const request = new Request(PAGE, { method: 'POST', body });
    const save = vi.fn(async ({ file }: { file: File }) => {
      if ((await file.text()).length === MAX) throw new FormRefusal({ formErrors: ['list.csv: line 2 is wrong'] });
      return file.size;
    });
    const action = formActions({ ...args, request }, { import: { schema: uploadSchema, save, success: 'Imported', hideFields: ['file'] } }, { guard: async () => undefined, maxFileBytes: MAX });
    return { action, save, flashed };
  }

  it('saves a file within the limit, with its whole content', async () => {
    const { action, save, flashed } = upload(MAX - 1);
    const { thrown } = await outcome(action);
    expect(thrown?.status).toBe(302);
    expect(save).toHaveBeenCalledOnce();
    expect(await save.mock.results[0]!.value).toBe(MAX - 1);
    expect(flashed).toEqual([{ type: 'success', message: 'Imported' }]);
  });

  it("refuses a file over the limit by the schema's message, reading only one byte past it, and saves nothing", async () => {
    const { action, save } = upload(MAX * 100);
    const { answered } = await outcome(action);
    expect(answered?.init.status).toBe(400);
    expect(answered?.data.result.error?.file).toEqual(['The file is too large']);
    expect(save).not.toHaveBeenCalled();
  });

  it("refuses a missing file by the schema's message", async () => {
    const { action } = upload(0);
    const { answered } = await outcome(action);
    expect(answered?.data.result.error?.file).toEqual(['Choose a file']);
  });

  it("answers a save's own refusal (FormRefusal) as the form's error, without a toast", async () => {
    const { action, flashed } = upload(MAX);
    const { answered } = await outcome(action);
    expect(answered?.init.status).toBe(400);
    expect(answered?.data.result.error?.['']).toEqual(['list.csv: line 2 is wrong']);
    expect(flashed).toEqual([]);
  });
});

describe('formLevel: false', () => {
  it("answers a failed parse with the field errors alone, without the spec's form-level message", async () => {
    const { args } = post({ intent: 'rotate', id: 'client-1', grace: 'forever' });
    const action = formActions(args, { rotate: { schema: rotateSecretSchema.merge(recordIdSchema), formLevel: false, save: async () => null, success: false } }, { guard: async () => undefined });
    const { answered } = await outcome(action);
    expect(answered?.data.result.error?.grace?.[0]).toBeTruthy();
    expect(answered?.data.result.error?.['']).toBeUndefined();
  });
});

describe("a refusal's status", () => {
  const inviteSchema = z.object({ email: z.string().email() });
  function invite(refusal: ApiError) {
    const { args, flashed } = post({ intent: 'invite', email: 'ada@example.com' });
    const action = formActions(
      args,
      {
        invite: {
          schema: inviteSchema,
          save: async () => {
            throw refusal;
          },
          success: 'Sent',
          refused: (error) => (error.code === 'requestIsDuplicatedAPIError' ? { formErrors: ['Already sent'], status: 409 } : { formErrors: [error.message] }),
        },
      },
      { guard: async () => undefined },
    );
    return { action, flashed };
  }

  it('answers with the status the refusal names (409 for a repeat), with its message and the form values', async () => {
    const { action, flashed } = invite(new ApiError('core', 'dup', 'requestIsDuplicatedAPIError'));
    const { answered } = await outcome(action);
    expect(answered?.init.status).toBe(409);
    expect(answered?.data.intent).toBe('invite');
    expect(answered?.data.result.error?.['']).toEqual(['Already sent']);
    expect((answered?.data.result as { initialValue?: Record<string, unknown> }).initialValue?.email).toBe('ada@example.com');
    expect(flashed).toEqual([]);
  });

  it('answers 400 when the refusal names no status', async () => {
    const { action } = invite(new ApiError('core', 'Refused', 'validation'));
    const { answered } = await outcome(action);
    expect(answered?.init.status).toBe(400);
    expect(answered?.data.result.error?.['']).toEqual(['Refused']);
  });
});

describe('invalid', () => {
  it("receives the field errors too, so a form can answer one field's error its own way", async () => {
    const { args } = post({ intent: 'rotate', id: 'client-1', grace: 'forever' });
    const invalid = vi.fn(() => {
      throw new Response(null, { status: 302, headers: { Location: '/setup/payloft-api-keys' } });
    });
    const action = formActions(args, { rotate: { schema: rotateSecretSchema.merge(recordIdSchema), invalid, save: async () => null, success: false } }, { guard: async () => undefined });
    const { thrown } = await outcome(action);
    expect(thrown?.status).toBe(302);
    expect(invalid).toHaveBeenCalledWith(expect.any(String), { grace: [expect.any(String)] });
  });
});

describe('a row after a colon', () => {
  const draftPage = (args: ActionFunctionArgs) => {
    const remove = vi.fn(async (value: { row: number }) => value);
    const action = formActions(
      args,
      { 'remove-holiday': { schema: z.object({ row: z.coerce.number().int().min(0) }), save: remove, success: false, invalid: invalidToast(args.context, '/pa/setup/banks-settings') } },
      { guard: async () => undefined },
    );
    return { action, remove };
  };

  it('posts the row to the named form, whose schema reads it as a number', async () => {
    const { args } = post({ intent: 'remove-holiday:2' });
    const { action, remove } = draftPage(args);
    const { thrown } = await outcome(action);
    expect(thrown?.status).toBe(302);
    expect(remove).toHaveBeenCalledWith({ row: 2 }, expect.any(FormData));
  });

  it('refuses a row that is not one (a forged post) by the schema, saving nothing', async () => {
    const { args, flashed } = post({ intent: 'remove-holiday:first' });
    const { action, remove } = draftPage(args);
    const { thrown } = await outcome(action);
    expect(thrown?.status).toBe(302);
    expect(flashed).toEqual([{ type: 'danger', message: expect.any(String) }]);
    expect(remove).not.toHaveBeenCalled();
  });

  it('refuses a form the page does not have, whatever row it names', async () => {
    const { args } = post({ intent: 'drop-table:2' });
    const { thrown } = await outcome(draftPage(args).action);
    expect(thrown?.status).toBe(400);
  });
});

describe('screen', () => {
  it('answers what the screen throws before any schema, and saves nothing', async () => {
    const { args } = post({ intent: 'remove', id: 'client-1', trap: 'filled by a robot' });
    const remove = vi.fn(async () => null);
    const screen = (formData: FormData) => {
      if (formData.get('trap')) throw new Response('Bad request', { status: 400 });
    };
    const { thrown } = await outcome(formActions(args, { remove: { schema: recordIdSchema, save: remove, success: false } }, { guard: async () => undefined, screen }));
    expect(thrown?.status).toBe(400);
    expect(remove).not.toHaveBeenCalled();
  });
});

describe('success from the save', () => {
  it('flashes no toast when the callback answers false', async () => {
    const { args, flashed } = post({ intent: 'remove', id: 'client-1' });
    const action = formActions(args, { remove: intentForm({ schema: recordIdSchema, save: async () => ({ shown: true }), success: (_value, saved) => (saved.shown ? false : 'Removed') }) }, { guard: async () => undefined });
    const { thrown } = await outcome(action);
    expect(thrown?.status).toBe(302);
    expect(flashed).toEqual([]);
  });
});
