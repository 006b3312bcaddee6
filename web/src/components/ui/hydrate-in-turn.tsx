import { Children, Suspense, useState, type ReactNode } from 'react';

interface Turn {
  ready: boolean;
  promise: Promise<void>;
}

/** From the page's first hydrating render until every turn (nested ones too) has hydrated. */
let hydrating = false;
let turnsToRun = 0;
const turns = new Map<string, Turn>();
let previousTurn: Promise<void> = Promise.resolve();

/**
 * Called by main.tsx just before the production build hydrates a pre-rendered page. Preact hydrates in
 * one go (React slices its work, Preact does not): the parts wrapped in `HydrateInTurn` then hydrate one
 * after another, each in a task of its own, so no single task holds a slow phone up for long.
 */
export function hydrateInTurns(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    endHydrationWhenNoTurnIsLeft();
  }
}

/**
 * A turn's part resumes in a microtask after the turn's task, and the turns it holds register then: the check
 * waits for the next task, so a part resuming inside another still hydrates in a turn of its own.
 */
function endHydrationWhenNoTurnIsLeft(): void {
  if (turnsToRun === 0) hydrating = false;
}

function turnOf(name: string): Turn {
  let turn = turns.get(name);
  if (!turn) {
    const entry: Turn = { ready: false, promise: previousTurn };
    turnsToRun += 1;
    entry.promise = previousTurn.then(
      () =>
        new Promise<void>((resolve) =>
          window.setTimeout(() => {
            entry.ready = true;
            turnsToRun -= 1;
            resolve();
            window.setTimeout(endHydrationWhenNoTurnIsLeft, 0);
          }, 0),
        ),
    );
    previousTurn = entry.promise;
    turns.set(name, entry);
    turn = entry;
  }
  return turn;
}

function WaitForTurn({ name, children }: { name: string; children: ReactNode }) {
  const turn = turnOf(name);
  if (!turn.ready) throw turn.promise;
  return children;
}

/**
 * A part of a pre-rendered page that hydrates in a later task of its own; until then the HTML the browser
 * parsed stays as it is (and shows). It must render a single element at its top, which is what is kept
 * while it waits. A part inside another waits for a turn after its own. Anywhere else (the server, a page
 * opened within the app, `npm run dev`) it renders its children as they are.
 */
export function HydrateInTurn({ name, children }: { name: string; children: ReactNode }) {
  const [waits] = useState(() => hydrating && !turns.get(name)?.ready);
  if (!waits) return children;
  return (
    <Suspense fallback={null}>
      <WaitForTurn name={name}>{children}</WaitForTurn>
    </Suspense>
  );
}

/** Each child in a turn of its own, in order: for a page made of a column of sections. */
export function HydrateEachInTurn({ name, children }: { name: string; children: ReactNode }) {
  return Children.map(children, (child, index) =>
    child === null || child === undefined || typeof child === 'boolean' ? (
      child
    ) : (
      <HydrateInTurn name={`${name}:${index}`}>{child}</HydrateInTurn>
    ),
  );
}
