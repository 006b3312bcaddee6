/**
 * This device's Web Push subscription (the browser's side of the phone reminders). The subscription belongs
 * to the browser profile, not to a person: logging out ends it, so the next person on a shared phone gets no
 * one else's reminders.
 */

export type PushAvailability = 'available' | 'unsupported' | 'blocked';

/** An iPhone or iPad receives pushes only in a web app added to the home screen and opened from there. */
function appleDeviceOutsideHomeScreen(): boolean {
  const apple =
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  const standalone =
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return apple && !standalone;
}

/**
 * Whether this browser can receive pushes, and whether its notifications are blocked for the site: known at
 * once, before any request or permission prompt.
 */
export function pushAvailability(): PushAvailability {
  if (
    typeof navigator === 'undefined' ||
    !('serviceWorker' in navigator) ||
    typeof PushManager === 'undefined' ||
    typeof Notification === 'undefined' ||
    appleDeviceOutsideHomeScreen()
  ) {
    return 'unsupported';
  }
  return Notification.permission === 'denied' ? 'blocked' : 'available';
}

/** A base64url VAPID key as the bytes `PushManager.subscribe` takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

export class PushPermissionError extends Error {
  override readonly name = 'PushPermissionError';
}

/** The browser itself cannot subscribe: no push service (a private window, a browser without one). */
export class PushServiceError extends Error {
  override readonly name = 'PushServiceError';
}

/** A browser with a push service answers a subscription within a second or two; waiting longer helps nobody. */
const SUBSCRIBE_TIMEOUT_MS = 4000;

async function subscribeWithin(registration: ServiceWorkerRegistration, key: Uint8Array<ArrayBuffer>) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new PushServiceError('No answer from the push service')),
      SUBSCRIBE_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([
      registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }),
      timeout,
    ]);
  } catch (error) {
    // AbortError: "push service not available"; NotAllowedError after permission: the window cannot subscribe.
    if (error instanceof DOMException && (error.name === 'AbortError' || error.name === 'NotAllowedError')) {
      throw new PushServiceError(error.message);
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Asks for permission to notify (once), then subscribes this browser with the server's key, or keeps its
 * subscription when it was made with that key. Answers what the server stores.
 */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionError(`Notifications are ${permission}`);
  const registration = await navigator.serviceWorker.ready;
  const key = applicationServerKey(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await subscribeWithin(registration, key);
  return subscription.toJSON();
}

/** This browser's subscription's endpoint, if it has one (the worker must be registered). */
export async function thisDeviceEndpoint(): Promise<string | null> {
  if (pushAvailability() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription())?.endpoint ?? null;
}

/** Ends this browser's subscription; answers its endpoint (for the server to forget), or null when none. */
export async function unsubscribeThisDevice(): Promise<string | null> {
  if (pushAvailability() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
