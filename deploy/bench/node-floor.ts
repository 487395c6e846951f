/**
 * The floor of any Node.js server, for `make bench`'s open model: node:http answering every
 * request with the same bytes and headers as the gateway's cached hero, and nothing else (no
 * routing, no cache lookup, no request id, no metrics). What the gateway costs above this is
 * its own code; what this costs is the runtime's.
 *
 *   node deploy/bench/node-floor.ts <port> <body file> <headers as JSON [name, value, …]>
 */
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const [port = '0', file = '', headersJson = '[]'] = process.argv.slice(2);
const body = readFileSync(file);
const headers = [...(JSON.parse(headersJson) as string[]), 'Content-Length', String(body.length)];
const server = createServer((request, response) => {
  response.writeHead(200, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(port), '127.0.0.1');
