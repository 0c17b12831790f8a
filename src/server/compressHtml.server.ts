import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/**
 * Sends an HTML page made per request (the contact pages, whose form carries a fresh token)
 * compressed almost as tightly as the static pages. Brotli's quality 10 makes a contact page
 * 13.6 KB where quality 5 made it 15.1 KB: with its headers it then fits the first round trip of
 * a new connection (14.6 KB, docs/decisions/0013-first-round-trip.md), and on a slow phone the
 * page shows a round trip sooner. It costs about 40 ms of CPU a page, done on libuv's thread pool,
 * so the server goes on answering other requests meanwhile.
 */
export async function sendCompressedHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '')
  reply.header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8')
  if (/\bbr\b/.test(accepted)) {
    const body = await brotli(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) },
    })
    return reply.header('Content-Encoding', 'br').send(body)
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(await gzipped(html, { level: 9 }))
  return reply.send(html)
}
