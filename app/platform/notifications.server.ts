/** Error notifications from actions (spec §8): the API's message as a danger notice, except for the five quiet operations. */
import { Messages } from '../../domain/messages';
import { showsErrorNotification } from '../../domain/notifications';
import type { ApiError } from './api.server';
import type { RequestContext } from './context';

/** Flashes `error` as an error notification unless `operation` is one spec §8 keeps quiet (its page shows it). */
export function notifyError(context: RequestContext, operation: string, error: ApiError): void {
  if (!showsErrorNotification(operation)) return;
  context.session.flash('danger', error.message || Messages.somethingWentWrong);
}
