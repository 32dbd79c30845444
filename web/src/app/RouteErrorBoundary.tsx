import { Component, type ReactNode } from 'react';
import type { Location } from 'react-router-dom';
import { RouteError } from './RouteError';

interface Props {
  /** The location on screen: a navigation away from a failed screen clears its error. */
  location: Location;
  children: ReactNode;
}

interface State {
  failed: boolean;
  error: unknown;
  location: Location;
}

/** As the data router's errorElement did: a screen that throws, or whose code fails to load, shows RouteError. */
export class RouteErrorBoundary extends Component<Props, State> {
  constructor(props: Props) {
    super(props);
    this.state = { failed: false, error: undefined, location: props.location };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.location.key === state.location.key
      ? null
      : { failed: false, error: undefined, location: props.location };
  }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
