/** A model server's streamed answer, as OpenAI-compatible servers send it: one SSE event per piece. */
export const streamedAnswer = (parts: string[]) =>
  new Response(
    new ReadableStream({
      start(controller) {
        const enc = new TextEncoder();
        for (const part of parts)
          controller.enqueue(
            enc.encode(`data: ${JSON.stringify({ choices: [{ delta: { content: part } }] })}\n\n`),
          );
        controller.enqueue(enc.encode('data: [DONE]\n\n'));
        controller.close();
      },
    }),
    { headers: { 'Content-Type': 'text/event-stream' } },
  );
