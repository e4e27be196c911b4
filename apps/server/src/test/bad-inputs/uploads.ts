import type { EndpointWithSchemas } from '@portal/contract';
import { requestOf } from './requests';
import type { ValidCall, Variant } from './types';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function multipart(
  parts: { name: string; filename?: string; contentType?: string; data: Buffer }[],
  boundary = 'fuzzBoundary7MA4YWxkTrZu0gW',
) {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.contentType ? `Content-Type: ${p.contentType}\r\n` : ''}\r\n`,
      ),
      p.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Upload variants: not multipart, no file, the wrong field, not an image, too large... */
export function uploadVariants(e: EndpointWithSchemas, call: ValidCall): Variant[] {
  const base = requestOf(e, { ...call, raw: undefined, body: undefined });
  const image = (
    data: Buffer,
    extra: Partial<{ name: string; filename: string; type: string }> = {},
  ) =>
    multipart([
      {
        name: extra.name ?? 'file',
        filename: extra.filename ?? 'a.png',
        contentType: extra.type ?? 'image/png',
        data,
      },
    ]);
  const upload = (
    name: string,
    body: { payload: Buffer; headers: Record<string, string> },
  ): Variant => ({
    name: `upload: ${name}`,
    expect: 'reject',
    request: { ...base, headers: { ...base.headers, ...body.headers }, payload: body.payload },
  });
  const valid = call.raw!.payload;
  return [
    {
      name: 'upload: JSON instead of multipart',
      expect: 'reject',
      request: {
        ...base,
        headers: { ...base.headers, 'content-type': 'application/json' },
        payload: '{"file":"x"}',
      },
    },
    { name: 'upload: no body', expect: 'reject', request: base },
    upload('no parts', multipart([])),
    upload('a field, no file', multipart([{ name: 'file', data: Buffer.from('x') }])),
    upload('wrong field name', image(Buffer.from(PNG_SIGNATURE), { name: 'avatar' })),
    upload('text named .png', image(Buffer.from('hello, not an image'))),
    upload('empty file', image(Buffer.alloc(0))),
    upload('PNG signature only', image(PNG_SIGNATURE)),
    upload(
      'SVG with a script',
      image(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        { type: 'image/svg+xml', filename: 'a.svg' },
      ),
    ),
    upload(
      'GIF',
      image(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), {
        type: 'image/gif',
        filename: 'a.gif',
      }),
    ),
    upload(
      'NUL and traversal in the file name',
      image(Buffer.from('x'), { filename: '../../etc/passwd\u0000.png' }),
    ),
    upload('over 5 MiB', image(Buffer.alloc(5 * 1024 * 1024 + 1, 0x41))),
    upload('malformed multipart', {
      payload: Buffer.from('--nope\r\nContent-Disposition: form-data\r\n\r\n'),
      headers: { 'content-type': 'multipart/form-data; boundary=other' },
    }),
    {
      name: 'upload: two files',
      expect: 'any',
      request: {
        ...base,
        ...(() => {
          const two = multipart([
            { name: 'file', filename: 'a.png', contentType: 'image/png', data: Buffer.from('x') },
            { name: 'file', filename: 'b.png', contentType: 'image/png', data: Buffer.from('y') },
          ]);
          return { headers: { ...base.headers, ...two.headers }, payload: two.payload };
        })(),
      },
    },
    {
      name: 'upload: the valid image as text/plain',
      expect: 'reject',
      request: {
        ...base,
        headers: { ...base.headers, 'content-type': 'text/plain' },
        payload: valid,
      },
    },
  ];
}
