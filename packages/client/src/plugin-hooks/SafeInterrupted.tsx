import { Component, type ReactNode } from 'react';
import { t } from '@/i18n/index.ts';
import { reportPluginFailure } from './plugin-log.ts';
import { getPluginHandlers } from './registry.ts';

interface Props<T> {
  kind: 'note_view_interruptor' | 'page_view_interruptor';
  original: T;
  changed: T;
  render: (value: T) => ReactNode;
}

function Draw<T>({ value, render }: { value: T; render: (value: T) => ReactNode }) {
  return render(value);
}

/**
 * Draws what the view interruptors made of a note or a page; when that cannot be drawn (a plugin
 * put a number where text belongs), the original is drawn instead and the plugins are named.
 */
export class SafeInterrupted<T> extends Component<Props<T>, { errored: boolean; seen: T }> {
  override state = { errored: false, seen: this.props.changed };

  static getDerivedStateFromError() {
    return { errored: true };
  }

  static getDerivedStateFromProps(props: Props<unknown>, state: { seen: unknown }) {
    return props.changed !== state.seen ? { errored: false, seen: props.changed } : null;
  }

  override componentDidCatch(error: unknown) {
    const message = t('pluginBrokeView', { message: error instanceof Error ? error.message : String(error) });
    for (const { plugin } of getPluginHandlers(this.props.kind)) reportPluginFailure(plugin, message);
  }

  override render() {
    const { original, changed, render } = this.props;
    // drawn by a child: a boundary catches what its children throw, not its own render
    return <Draw value={this.state.errored ? original : changed} render={render} />;
  }
}
