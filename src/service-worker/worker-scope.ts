// The few parts of a service worker's global scope this site uses. The project's TypeScript is checked with the DOM's
// types, which a worker's (lib "webworker") would clash with.
export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}

export interface FetchEvent extends ExtendableEvent {
  request: Request
  respondWith(response: Promise<Response>): void
}

export interface WorkerScope {
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void
  skipWaiting(): Promise<void>
  location: Location
  clients: {
    claim(): Promise<void>
    matchAll(options: { type: "window" }): Promise<{ url: string; navigate(url: string): Promise<unknown> }[]>
  }
  registration: { unregister(): Promise<boolean> }
}

export const worker = self as unknown as WorkerScope
