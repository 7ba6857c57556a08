"use client";

import { useState, type DragEvent } from "react";

/**
 * Drag-and-drop of files onto an element: spread `dropProps` on it and style it by `over` (a
 * file is above it). The browser's own handling (opening the file) is prevented.
 */
export function useFileDrop(onDrop: (files: FileList) => void) {
  const [over, setOver] = useState(false);
  const dropProps = {
    onDragOver: (e: DragEvent) => {
      e.preventDefault();
      setOver(true);
    },
    onDragLeave: () => setOver(false),
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      setOver(false);
      onDrop(e.dataTransfer.files);
    },
  };
  return { over, dropProps };
}
