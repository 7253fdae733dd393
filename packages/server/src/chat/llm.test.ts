import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { chatResponseSchema } from '@clearbill/shared';
import { describeEachDb } from '../test/harness';

/**
 * The optional language model, against a local OpenAI-compatible server started here: the reply is the
 * model's, the model never sees what the PHI detector removes, and any failure gives the built-in answer.
 */

type Mode = 'ok' | 'slow' | 'error' | 'invents';
let mode: Mode = 'ok';
const received: string[] = [];

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c: Buffer) => {
      data += c.toString();
    });
    req.on('end', () => {
      resolve(data);
    });
  });

const server = createServer((req, res) => {
  void readBody(req).then((body) => {
    received.push(`${req.method} ${req.url}\n${body}`);
    const answer = (content: string) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
    };
    if (mode === 'error') {
      res.writeHead(500);
      res.end('boom');
    } else if (mode === 'slow') {
      setTimeout(() => {
        answer('Too late');
      }, 10_000);
    } else if (mode === 'invents') answer('You have 365 days to appeal. Sources: none');
    else answer('Model says: CO-97 means the service is bundled into another one. Sources: X12 list');
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
    }),
);

describeEachDb(
  'assistant with a language model',
  (h) => {
    const ask = async (message: string) => {
      const res = await h().request({
        method: 'POST',
        url: '/api/chat/enhanced-public',
        payload: { message },
      });
      expect(res.statusCode, res.body).toBe(200);
      return chatResponseSchema.parse(res.json());
    };
    beforeEach(() => {
      received.length = 0;
      mode = 'ok';
    });

    it('writes the reply with the model from the retrieved facts, and sends it no PHI', async () => {
      const a = await ask(
        'I am Maria Gonzalez, phone (415) 555-0134, SSN 123-45-6789. What does CO-97 mean?',
      );
      expect(a.response).toBe(
        'Model says: CO-97 means the service is bundled into another one. Sources: X12 list',
      );
      expect(a.medicalCodes[0]?.code).toBe('CO-97');
      expect(received).toHaveLength(1);
      const sent = received[0] ?? '';
      expect(sent.startsWith('POST /v1/chat/completions')).toBe(true);
      const body = JSON.parse(sent.slice(sent.indexOf('\n') + 1)) as {
        model: string;
        messages: { role: string; content: string }[];
      };
      expect(body.model).toBe('test-model');
      expect(body.messages[1]?.content).toContain('CO-97');
      expect(body.messages[1]?.content).toContain('Facts:');
      for (const secret of ['Maria', 'Gonzalez', '555-0134', '123-45-6789'])
        expect(sent).not.toContain(secret);
    });

    it('falls back to the built-in answer on an error, a time-out or a reply with facts of its own', async () => {
      for (const m of ['error', 'slow', 'invents'] as const) {
        mode = m;
        const a = await ask('What does CO-97 mean?');
        expect(a.response, m).toContain('CO-97: This service is paid as part of another service');
        expect(a.response).toContain('Sources:');
      }
    });

    it('never sends a crisis message to the model', async () => {
      const a = await ask('I want to end my life');
      expect(a.urgent).toBe(true);
      expect(a.response.startsWith('Call or text 988')).toBe(true);
      expect(received).toHaveLength(0);
    });
  },
  { LLM_BASE_URL: base, LLM_MODEL: 'test-model', LLM_TIMEOUT_MS: '3000' },
);
