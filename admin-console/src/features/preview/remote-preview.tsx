import { Component, useEffect, useState, type ComponentProps, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { loadRemote, type RemoteComponents, type RemoteName } from './load-remote';

export const UNAVAILABLE_NOTICE = 'Live preview unavailable: showing a plain preview.';

const Notice = styled.p`
  margin-bottom: 0.75rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.875rem;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

type RemoteState<K extends RemoteName> = { state: 'loading' } | { state: 'ready'; Component: RemoteComponents[K] } | { state: 'failed' };

/** The public site's component once its remote has loaded, or 'failed' when it cannot be. */
function useRemoteComponent<K extends RemoteName>(name: K): RemoteState<K> {
  const [status, setStatus] = useState<RemoteState<K>>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    loadRemote(name).then(
      (Component) => {
        if (live) setStatus({ state: 'ready', Component });
      },
      () => {
        if (live) setStatus({ state: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [name]);
  return status;
}

/** A remote component that throws while rendering falls back too: the console never breaks. */
class RenderBoundary extends Component<{ name: string; fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn(`Live preview: the public site's ${this.props.name} failed to render`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

interface RemotePreviewProps<K extends RemoteName> {
  /** The exposed component of the public site. */
  name: K;
  props: ComponentProps<RemoteComponents[K]>;
  /** The console's own rendering, shown under the notice when the remote cannot be used. */
  plain: ReactNode;
}

/**
 * Content exactly as visitors see it: the public site's own component, loaded at run time and
 * rendered in the console's theme (styled-components is a shared singleton). When the remote is
 * down, slow or broken, a notice and the console's plain preview show instead.
 */
export function RemotePreview<K extends RemoteName>({ name, props, plain }: RemotePreviewProps<K>) {
  const status = useRemoteComponent(name);
  const fallback = (
    <div data-preview-source="plain">
      <Notice role="status">{UNAVAILABLE_NOTICE}</Notice>
      {plain}
    </div>
  );
  if (status.state === 'loading') return <Muted role="status">Loading preview...</Muted>;
  if (status.state === 'failed') return fallback;
  // The props were checked against the component's type above; generics over a union lose that here.
  const Remote = status.Component as ComponentType<object>;
  return (
    <RenderBoundary name={name} fallback={fallback}>
      <div data-preview-source="public-site">
        <Remote {...props} />
      </div>
    </RenderBoundary>
  );
}
