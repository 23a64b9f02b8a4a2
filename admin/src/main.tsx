import '@mantine/core/styles.css';
import './admin.css';
import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* The default theme's variables and classes ship in styles.css; generating them would need an inline <style>. */}
    <MantineProvider withCssVariables={false} withGlobalClasses={false}>
      <App />
    </MantineProvider>
  </StrictMode>,
);
