// Sonner's Toaster, loaded lazily by ./toast.tsx. Its own subscription effect runs before ours (child
// effects first), so once `onReady` is called every toast shown is rendered.
import { useEffect } from "react";
import { Toaster } from "sonner";

export default function ToastHost({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady]);
  return <Toaster position="top-right" duration={5000} theme="light" richColors closeButton />;
}
