import http from 'node:http';

/**
 * The panel's first page of posts as it travels: as it is, in gzip and in brotli. fetch would
 * decompress, so the bytes are counted on a plain HTTP request.
 */
export async function wireBytes(baseUrl: string, path: string, headers: Record<string, string>) {
  const sizes: string[] = [];
  for (const coding of ['identity', 'gzip', 'br']) {
    const { bytes, sent } = await new Promise<{ bytes: number; sent: string }>(
      (resolve, reject) => {
        http
          .get(
            new URL(path, baseUrl),
            { headers: { ...headers, 'accept-encoding': coding } },
            (res) => {
              let total = 0;
              res.on('data', (chunk: Buffer) => {
                total += chunk.byteLength;
              });
              res.on('end', () =>
                resolve({ bytes: total, sent: res.headers['content-encoding'] ?? 'identity' }),
              );
            },
          )
          .on('error', reject);
      },
    );
    // A server that does not compress answers the body as it is: say so beside the figure.
    const as = sent === coding ? '' : ` sent as ${sent}`;
    sizes.push(`${coding} ${(bytes / 1024).toFixed(1)} KB (${bytes} B${as})`);
  }
  return `posts list JSON on the wire (20 posts): ${sizes.join(', ')}`;
}
