/**
 * STAND-IN for Amazon SNS's Query API, for tests only: these machines cannot reach AWS. A small
 * local HTTP server answering Publish as SNS documents it (a form-encoded POST with Action=Publish,
 * an XML PublishResponse with a MessageId, errors as an XML ErrorResponse with a Code), recording
 * each text it accepted. `failWith` makes it answer every Publish with an SNS error (the SDK retries
 * throttling and server errors, as it would against SNS) until `recover`.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const NS = 'https://sns.amazonaws.com/doc/2010-03-31/';

type SentText = { to: string; message: string; attributes: Record<string, string>; signed: boolean };

/** The MessageAttributes of a Publish: entry.N.Name and entry.N.Value.StringValue, by name. */
function attributesOf(form: URLSearchParams): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (let n = 1; form.has(`MessageAttributes.entry.${n}.Name`); n += 1)
    attributes[form.get(`MessageAttributes.entry.${n}.Name`)!] =
      form.get(`MessageAttributes.entry.${n}.Value.StringValue`) ?? '';
  return attributes;
}

export async function startSnsStandIn() {
  const sent: SentText[] = [];
  let failure: { status: number; code: string; message: string } | null = null;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString());
      const requestId = randomUUID();
      const xml = (status: number, body: string) =>
        res.writeHead(status, { 'Content-Type': 'text/xml', 'x-amzn-RequestId': requestId }).end(body);
      if (form.get('Action') !== 'Publish')
        return xml(400, error('Sender', 'InvalidAction', `Could not find operation ${form.get('Action')}`, requestId));
      if (failure) {
        const { status, code, message } = failure;
        return xml(status, error(status >= 500 ? 'Receiver' : 'Sender', code, message, requestId));
      }
      const signed = /^AWS4-HMAC-SHA256 Credential=/.test(String(req.headers.authorization));
      sent.push({
        to: form.get('PhoneNumber') ?? '',
        message: form.get('Message') ?? '',
        attributes: attributesOf(form),
        signed,
      });
      xml(
        200,
        `<PublishResponse xmlns="${NS}"><PublishResult><MessageId>${randomUUID()}</MessageId></PublishResult><ResponseMetadata><RequestId>${requestId}</RequestId></ResponseMetadata></PublishResponse>`,
      );
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Every text SNS accepted. */
    sent,
    /** Every Publish fails with this SNS error (e.g. 400 InvalidParameter, 429 Throttled) until `recover`. */
    failWith(status: number, code: string, message: string) {
      failure = { status, code, message };
    },
    /** Publish works again. */
    recover() {
      failure = null;
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

function error(type: string, code: string, message: string, requestId: string): string {
  return `<ErrorResponse xmlns="${NS}"><Error><Type>${type}</Type><Code>${code}</Code><Message>${message}</Message></Error><RequestId>${requestId}</RequestId></ErrorResponse>`;
}
