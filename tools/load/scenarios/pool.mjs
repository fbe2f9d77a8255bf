/** Runs `work` over `items` with at most `limit` at once, as the SPA limits its chart queries. */
export async function eachWithLimit(items, limit, work) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
