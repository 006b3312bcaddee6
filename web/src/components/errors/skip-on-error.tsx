import { Component, type ReactNode } from 'react';

interface SkipOnErrorProps {
  children: ReactNode;
  /** When it changes after a failure (the next toast, say), the children are tried again. */
  resetKey: unknown;
  /** Runs before the children are tried again: loads their code anew. */
  beforeRetry: () => Promise<void>;
}

interface SkipOnErrorState {
  failed: boolean;
}

/**
 * For extras the page works without (a toast): when they throw, or their code cannot be loaded offline,
 * nothing shows in their place instead of the page's error, until `resetKey` changes.
 */
export class SkipOnError extends Component<SkipOnErrorProps, SkipOnErrorState> {
  override state: SkipOnErrorState = { failed: false };

  static getDerivedStateFromError(): SkipOnErrorState {
    return { failed: true };
  }

  override componentDidUpdate(previous: SkipOnErrorProps): void {
    if (!this.state.failed || previous.resetKey === this.props.resetKey) return;
    const { resetKey } = this.props;
    void this.props.beforeRetry().then(() => {
      if (this.props.resetKey === resetKey) this.setState({ failed: false });
    });
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
