import { MantineProvider, Modal, PasswordInput, Select } from '@mantine/core';
import { DatePicker, DatesProvider } from '@mantine/dates';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import 'dayjs/locale/pt-br';
import { theme } from './theme';

describe('lookups ignore accents and case (the theme default filter)', { timeout: 30_000 }, () => {
  it("'civel' finds 'Cível' and 'JOAO' finds 'João' in any Select, groups included", async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider env="test" theme={theme}>
        <Select
          label="Atuação"
          searchable
          data={[
            { group: 'Áreas', items: ['Cível', 'Criminal'] },
            { group: 'Pessoas', items: ['João Conceição', 'Maria'] },
          ]}
        />
      </MantineProvider>,
    );
    const campo = screen.getByLabelText('Atuação', { selector: 'input:not([type=hidden])' });
    await user.type(campo, 'civel');
    expect(screen.getByRole('option', { name: 'Cível' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Criminal' })).not.toBeInTheDocument();
    await user.clear(campo);
    await user.type(campo, 'JOAO conceicao');
    expect(screen.getByRole('option', { name: 'João Conceição' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Maria' })).not.toBeInTheDocument();
  });
});

// Read from disk: the test runner does not load stylesheets (a CSS import is empty here).
const foco = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'foco.css'), 'utf8');

describe('pt-BR names and visible focus (theme defaults)', () => {
  const comTema = (ui: React.ReactNode) =>
    render(
      <MantineProvider env="test" theme={theme}>
        <DatesProvider settings={{ locale: 'pt-br', firstDayOfWeek: 0 }}>{ui}</DatesProvider>
      </MantineProvider>,
    );

  it('draws the focus ring for keyboard users only, dark blue on every focusable element', () => {
    expect(theme.focusRing).toBe('auto');
    expect(foco).toMatch(/\.mantine-focus-auto:focus-visible,[\s\S]*a:focus-visible,[\s\S]*\[role='button'\]:focus-visible[\s\S]*\{\s*outline: 2px solid var\(--sgi-cor-foco\);/);
    expect(foco).toContain('--sgi-cor-foco: var(--mantine-color-blue-8);');
  });

  it("names a modal's close button 'Fechar', not nothing", async () => {
    comTema(
      <Modal opened onClose={() => {}} title="Anexos">
        conteúdo
      </Modal>,
    );
    expect(await screen.findByRole('button', { name: 'Fechar' })).toBeInTheDocument();
  });

  it('names the password toggle and the calendar arrows in pt-BR', () => {
    comTema(
      <>
        <PasswordInput label="Senha" />
        <DatePicker defaultDate="2024-02-01" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Mostrar ou ocultar a senha', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Toggle password visibility', hidden: true })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mês anterior' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próximo mês' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Escolher o mês' })).toHaveTextContent('fevereiro 2024');
  });
});
