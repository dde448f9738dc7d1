/**
 * Business setup and the registration stepper.
 * The spec's words, word for word; one topic of `Messages` (domain/messages.ts, decision 147).
 */
export const SetupMessages = {
  // Business setup and the registration stepper.
  setupUploaded: 'Successfully uploaded',
  setupZipcodeFormat: 'ZIP code must be 5 digits or 5+4 digits (#####-####)',
  setupAccountNumberFormat: 'Account number must be 4 to 17 letters or digits',
  setupAccountType: 'Account type is checking or savings',
  setupTimeFormat: 'Time must be HH:mm',
  setupTimeZone: 'Choose a time zone from the list',
  setupUrlFormat: 'Please enter a valid https:// address',
  setupUnknownAccountingSystem: 'Choose an accounting system from the list',
  setupLogoType: 'The logo must be a PNG, JPEG or SVG image',
  setupLogoTooLarge: 'The logo must be at most 64 KB',
  setupLogoRequired: 'Choose a logo file',
  setupDescriptionTooLong: 'Must be at most 1000 characters',
  setupStepsIncomplete: 'Complete every registration step first',
  setupTestPaymentSent: 'Test payment scheduled. It goes to your bank at the time under Due.',
  setupTestPaymentPaid: 'Test payment sent and paid into your account.',
  paymentTestComplete: 'A test payment reached your account: this step is complete.',
  welcomeLink: 'See what you can do next',
  paymentTestTimeNote: (time: string, timeZone: string) => `The test goes now. Payments you schedule go at ${time} (${timeZone}), your Payment Time.`,
  paymentTestAtPaymentTime: (time: string, timeZone: string) => `The test goes at ${time} (${timeZone}), your Payment Time, on the next processing day, as your payments do.`,
  setupAccountingConnected: (name: string) => `${name} connected`,
  setupAccountingDisconnected: (name: string) => `${name} disconnected`,
  setupRegistered: 'Registration complete',
  setupProgress: (step: number, total: number) => `Step ${step} of ${total}`,
  saveAndContinue: 'Save and continue',
  saveAndContinueTo: (step: string) => `Save and continue to ${step}`,
  registrationWayOn: 'Registration complete: see what you can do next',
  stepNotNeeded: 'not needed with your service level',
  stepNotNeededShort: 'not needed',
  setupAllSteps: (total: number) => `All ${total} steps`,
  paymentTestWaitingStep: 'Waiting for your bank',
} as const;
