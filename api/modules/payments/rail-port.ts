/** The payments module's implementation of the port the rails call (api/rails/payments-port.ts), plugged in on load. */
import { plugPayments } from '../../rails/payments-port';
import { raiseReviewItem } from '../reconciliation';
import { loadCalendar } from './calendar';
import { bankApiCredentials } from './payment-systems';
import { appendStatus, transition } from './service';

plugPayments({ appendStatus, transition, raiseReviewItem, loadCalendar, bankApiCredentials });
