import {
  RIPPLE_FADE_MS,
  RIPPLE_REMOVE_MS,
  REACTION_RIPPLE_MS,
  REACTION_RIPPLE_PARTICLES,
} from '../constants.ts';
import { motionAllowed } from '../host/ui-config.ts';
import './effects.css';

/**
 * Spec P1 §9, P2 §9: the ripple of a pressed button (a circle that grows from where it was pressed
 * and fades over RIPPLE_FADE_MS, removed after RIPPLE_REMOVE_MS) and the burst of a reaction (a
 * ring and REACTION_RIPPLE_PARTICLES particles over REACTION_RIPPLE_MS). Neither is drawn when the
 * user turned animation off or asks for reduced motion. Returns the element drawn, or null.
 */
export function playRipple(target: HTMLElement, point?: { x: number; y: number }): HTMLElement | null {
  if (!motionAllowed()) return null;
  const box = target.getBoundingClientRect();
  const size = Math.max(box.width, box.height) * 2;
  const dot = document.createElement('span');
  dot.className = 'kumo-ripple';
  dot.setAttribute('aria-hidden', 'true');
  dot.style.width = dot.style.height = `${size}px`;
  dot.style.left = `${(point ? point.x - box.left : box.width / 2) - size / 2}px`;
  dot.style.top = `${(point ? point.y - box.top : box.height / 2) - size / 2}px`;
  dot.style.animationDuration = `${RIPPLE_FADE_MS}ms`;
  target.append(dot);
  setTimeout(() => dot.remove(), RIPPLE_REMOVE_MS);
  return dot;
}

/** The burst around a reaction just made (drawn over the page, so a re-render of the note keeps it). */
export function playReactionRipple(target: HTMLElement): HTMLElement | null {
  if (!motionAllowed()) return null;
  const box = target.getBoundingClientRect();
  const burst = document.createElement('div');
  burst.className = 'kumo-reaction-ripple';
  burst.setAttribute('aria-hidden', 'true');
  burst.style.left = `${box.left + box.width / 2}px`;
  burst.style.top = `${box.top + box.height / 2}px`;
  burst.style.setProperty('--kumo-ripple-ms', `${REACTION_RIPPLE_MS}ms`);
  const ring = document.createElement('span');
  ring.className = 'kumo-reaction-ripple-ring';
  burst.append(ring);
  for (let i = 0; i < REACTION_RIPPLE_PARTICLES; i++) {
    const particle = document.createElement('span');
    particle.className = 'kumo-reaction-ripple-particle';
    const angle = (360 / REACTION_RIPPLE_PARTICLES) * i;
    particle.style.setProperty('--kumo-angle', `${angle}deg`);
    burst.append(particle);
  }
  document.body.append(burst);
  setTimeout(() => burst.remove(), REACTION_RIPPLE_MS);
  return burst;
}
