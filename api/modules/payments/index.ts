/**
 * The payments module's face: what the rest of the services may use of it. Loading it plugs the module into the port
 * the rails call (api/rails/payments-port.ts).
 */
import './rail-port';

export * from './service';
