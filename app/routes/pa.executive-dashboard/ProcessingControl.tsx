/** The administrator's "Run processing now" on local, dev and demo deployments (decision 086): plain elements, a real form. */
import { Form, useNavigation } from '@remix-run/react';
import { Messages } from '../../../domain/messages';
import { cards, controls, page } from '../../components/chrome-styles';
import { buttonClass } from '../../components/Plain';
import { useZoneFormat } from '../../platform/time-zone';

export function ProcessingControl() {
  const navigation = useNavigation();
  const running = navigation.state === 'submitting';
  // The administrator's own zone, as every time on their pages.
  const zone = useZoneFormat();
  return (
    <section className={`${page.paper} ${page.section} ${cards.block}`} aria-labelledby="processing-heading" data-testid="processing-control">
      <h2 className={`${page.title2} ${page.gutter}`} id="processing-heading">
        {Messages.processingHeading}
      </h2>
      <p className={`${page.secondary} ${page.gutterSmall}`}>{Messages.processingIntro}</p>
      <Form method="post">
        <div className={controls.field}>
          <label htmlFor="processing-at" className={controls.label}>
            {Messages.processingAsOfLabel(zone.timeZone)}
          </label>
          <div className={controls.box}>
            <input id="processing-at" name="at" type="datetime-local" className={controls.input} aria-describedby="processing-at-help" />
          </div>
          <p id="processing-at-help" className={page.secondary}>
            {Messages.processingAsOfHelp}
          </p>
        </div>
        <div className={page.actions}>
          <button type="submit" className={buttonClass({ variant: 'contained' })} disabled={running} aria-disabled={running || undefined}>
            {Messages.processingRun}
          </button>
        </div>
      </Form>
    </section>
  );
}
