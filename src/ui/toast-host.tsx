// Sonner's Toaster, loaded lazily by ./toast.tsx. Its own subscription effect runs before ours (child
// effects first), so once `onReady` is called every toast shown is rendered.
import { useEffect } from "react";
import { toast, Toaster } from "sonner";
import type { ToastHostProps } from "./toast.tsx";

export default function ToastHost({ onReady }: ToastHostProps) {
  useEffect(() => onReady((kind, message) => toast[kind](message)), [onReady]);
  return <Toaster position="top-right" duration={5000} theme="light" richColors closeButton />;
}
