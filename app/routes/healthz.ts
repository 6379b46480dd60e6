/** Liveness: answers without touching the platform. */
export function loader() {
  return new Response('ok', {
    status: 200,
    headers: {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store'},
  });
}
