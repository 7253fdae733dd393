import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string | undefined;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: number;
}

// A tiny module-level store: toasts are raised from event handlers and mutation callbacks all over
// the app, and only one is visible at a time (01-patient-area.md §4), so a list of at most one is enough.
let current: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: ToastItem[]): void {
  current = next;
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing the one on screen. */
export function toast(input: ToastInput): void {
  publish([{ ...input, id: nextId++ }]);
}

export function dismissToast(id: number): void {
  if (current.some((t) => t.id === id)) publish(current.filter((t) => t.id !== id));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}
