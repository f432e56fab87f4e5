import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from '../../components/ErrorScreen/ErrorScreen.tsx';

type Props = {
  children: ReactNode;
  /** Where the failure goes (error tracking arrives with telemetry); the console by default. */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** The error screen's link words (chrome.yaml `errorPage.goBack`, given by the page). */
  goBack: string;
};
type State = { failed: boolean };

/** Wraps an island: if it throws while rendering, the shopper sees the generic error screen. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (this.props.onError) this.props.onError(error, info);
    else console.error(error);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorScreen headingLevel="h2" goBack={this.props.goBack} /> : this.props.children;
  }
}
