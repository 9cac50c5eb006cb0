/**
 * Has the browser fetch an image now, at high priority, for an `<img>` with the same URL that renders soon (it
 * then comes from the memory cache). A failed fetch changes nothing: the `<img>` handles its own error.
 */
export function preloadImage(url: string): void {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries({ rel: 'preload', as: 'image', href: url, fetchpriority: 'high' })) link.setAttribute(name, value);
  document.head.append(link);
}
