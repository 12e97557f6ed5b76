/** One server-sent event: its name (`message` when unnamed) and its data lines joined by "\n". */
export type SseEvent = { event: string; data: string };

/**
 * A parser of the text/event-stream format (WHATWG HTML, "Server-sent events", 9.2.6):
 * feed it the text as it arrives, in chunks of any size; it calls `onEvent` for each
 * complete event. Comments (lines starting with ":") and `id`/`retry` fields are ignored.
 */
export function createSseParser(onEvent: (e: SseEvent) => void) {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  function line(text: string) {
    if (text === '') {
      if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }

  return {
    feed(chunk: string): void {
      buffer += chunk;
      let at: number;
      while ((at = buffer.search(/\r\n|\r|\n/)) !== -1) {
        // a lone \r at the end of a chunk may be the first half of \r\n: wait for the next chunk
        if (buffer[at] === '\r' && at === buffer.length - 1) break;
        const sep = buffer.startsWith('\r\n', at) ? 2 : 1;
        line(buffer.slice(0, at));
        buffer = buffer.slice(at + sep);
      }
    },
  };
}

/** The text of one event on the wire (data lines split on newlines). */
export function formatSse(event: string, data: string): string {
  return `event: ${event}\n${data
    .split(/\r\n|\r|\n/)
    .map((l) => `data: ${l}`)
    .join('\n')}\n\n`;
}
