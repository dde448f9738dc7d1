/** Validates public API answers and webhook payloads against the served OpenAPI document with a standard JSON Schema validator (ajv, draft 2020-12). */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

const DOCUMENT_ID = 'https://payloft.test/api/v1/openapi.json';

/** A JSON Pointer token (RFC 6901): `~` and `/` escaped. */
const pointerToken = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

export interface OpenApiContract {
  /** The validator's errors for an answer of `method path` (the document's path template) with that status, or null when it matches. */
  responseErrors(method: string, pathTemplate: string, status: number, body: unknown): string[] | null;
  /** The same for an answer to a request path (`/api/v1/payments/…?…`), found among the document's path templates; null for a path the document does not describe. */
  answerErrors(method: string, requestPath: string, status: number, body: unknown): string[] | null;
  /** The same for a webhook payload: the Standard Webhooks envelope whose data is the document's Payment. */
  webhookErrors(payload: unknown): string[] | null;
}

/** `document` is what GET /api/v1/openapi.json served, so the test checks the document integrators read, not our zod schemas. */
export function openApiContract(document: { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>> }): OpenApiContract {
  // strict off: the document carries OpenAPI keywords (example) that are not JSON Schema vocabulary.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(document, DOCUMENT_ID);
  const compiled = new Map<string, ValidateFunction>();
  const validatorAt = (pointer: string) => {
    let validate = compiled.get(pointer);
    if (!validate) compiled.set(pointer, (validate = ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer}` })));
    return validate;
  };
  const errorsOf = (validate: ValidateFunction, value: unknown) => (validate(value) ? null : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`));

  const templates = Object.keys(document.paths).map((template) => ({ template, pattern: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`) }));

  const contract: OpenApiContract = {
    answerErrors(method, requestPath, status, body) {
      const path = requestPath.split('?')[0];
      const found = templates.find((t) => t.pattern.test(path) && document.paths[t.template][method.toLowerCase()]);
      return found ? contract.responseErrors(method, found.template, status, body) : null;
    },
    responseErrors(method, pathTemplate, status, body) {
      const response = document.paths[pathTemplate]?.[method.toLowerCase()]?.responses[String(status)];
      if (!response) return [`${method.toUpperCase()} ${pathTemplate} does not document ${status}`];
      const [mediaType] = Object.keys(response.content ?? {});
      if (!mediaType) return body === null || body === undefined ? null : [`${status} documents no body`];
      return errorsOf(validatorAt(['', 'paths', pathTemplate, method.toLowerCase(), 'responses', String(status), 'content', mediaType, 'schema'].map(pointerToken).join('/')), body);
    },
    webhookErrors(payload) {
      let validate = compiled.get('webhook');
      if (!validate) {
        validate = ajv.compile({
          type: 'object',
          required: ['type', 'timestamp', 'data'],
          properties: { type: { type: 'string', pattern: '^payment\\.' }, timestamp: { type: 'string', format: 'date-time' }, data: { $ref: `${DOCUMENT_ID}#/components/schemas/Payment` } },
        });
        compiled.set('webhook', validate);
      }
      return errorsOf(validate, payload);
    },
  };
  return contract;
}
