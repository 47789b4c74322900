import { Button } from '@mantine/core';
import { useForm } from '@mantine/form';
import { dataIsoOpcionalSchema } from '@sgi/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderPage } from '../test/page-harness';
import { CampoData } from './campos';
import { inicioDoCalendario } from './entrada-data';
import { schemaErrors } from './form-errors';

const schema = z.object({ inicio: dataIsoOpcionalSchema });

function Formulario({ inicio, onSalvar, nascimento }: { inicio: string | null; onSalvar: (v: { inicio: string | null }) => void; nascimento?: boolean }) {
  const form = useForm({ initialValues: { inicio }, validate: (v) => schemaErrors(schema, v) });
  return (
    <form onSubmit={form.onSubmit(onSalvar)} noValidate>
      <CampoData form={form} campo="inicio" label="Início" nascimento={nascimento} />
      <Button type="submit">Salvar</Button>
    </form>
  );
}

function montar(inicio: string | null = null, nascimento = false) {
  const onSalvar = vi.fn();
  renderPage(<Formulario inicio={inicio} onSalvar={onSalvar} nascimento={nascimento} />);
  return { onSalvar, campo: screen.getByLabelText('Início') };
}

describe('CampoData', () => {
  it.each([
    ['31/02/2020', 'Entrada de data inválida'],
    ['99/99/9999', 'Entrada de data inválida'],
    ['5/1/20', 'Formato de data inválido'],
  ])('keeps %s when the field is left and says %s', async (digitado, mensagem) => {
    const user = userEvent.setup();
    const { campo } = montar();
    await user.type(campo, digitado);
    expect(screen.queryByText(mensagem)).not.toBeInTheDocument();
    await user.tab();
    expect(campo).toHaveValue(digitado);
    expect(screen.getByText(mensagem)).toBeInTheDocument();
  });

  it('never saves the previous date in place of a wrong one typed over it', async () => {
    const user = userEvent.setup();
    const { campo, onSalvar } = montar('2024-02-01');
    expect(campo).toHaveValue('01/02/2024');
    await user.clear(campo);
    await user.type(campo, '31/02/2024');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(campo).toHaveValue('31/02/2024');
    expect(screen.getByText('Entrada de data inválida')).toBeInTheDocument();
    expect(onSalvar).not.toHaveBeenCalled();

    await user.clear(campo);
    await user.type(campo, '29/02/2024');
    await user.tab();
    expect(screen.queryByText('Entrada de data inválida')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSalvar).toHaveBeenCalledWith({ inicio: '2024-02-29' }, expect.anything());
  });

  it('a day picked in the calendar fills the field, and a cleared field is null', async () => {
    const user = userEvent.setup();
    const { campo, onSalvar } = montar('2024-02-01');
    await user.click(campo);
    await user.click(await screen.findByRole('button', { name: '15 fevereiro 2024' }));
    expect(campo).toHaveValue('15/02/2024');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSalvar).toHaveBeenLastCalledWith({ inicio: '2024-02-15' }, expect.anything());
    await user.clear(campo);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSalvar).toHaveBeenLastCalledWith({ inicio: null }, expect.anything());
  });
});

/** The weekday header cells of the open calendar. */
const diasDaSemana = () => [...document.querySelectorAll('thead th')].map((th) => th.textContent);

describe('the calendar', () => {
  it('heads the weeks Dom Seg Ter Qua Qui Sex Sab, as the spec writes them (theme default)', async () => {
    const user = userEvent.setup();
    const { campo } = montar('2024-02-01');
    await user.click(campo);
    await screen.findByRole('button', { name: '15 fevereiro 2024' });
    expect(diasDaSemana()).toEqual(['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sab']);
  });

  it('opens an empty birth date on the decade of 30 years ago, then year, month and day', async () => {
    const user = userEvent.setup();
    const ano = new Date().getFullYear() - 30;
    const { campo, onSalvar } = montar(null, true);
    await user.click(campo);
    await user.click(await screen.findByRole('button', { name: String(ano) }));
    await user.click(await screen.findByRole('button', { name: /^mar/i }));
    await user.click(await screen.findByRole('button', { name: `10 março ${ano}` }));
    expect(campo).toHaveValue(`10/03/${ano}`);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSalvar).toHaveBeenLastCalledWith({ inicio: `${ano}-03-10` }, expect.anything());
  });

  it("opens a birth date already filled on its own month; other dates open on today's month", () => {
    expect(inicioDoCalendario('1988-07-14', true, '2026-11-25')).toEqual({ mes: '1988-07-14', nivel: 'month' });
    expect(inicioDoCalendario(null, true, '2026-11-25')).toEqual({ mes: '1996-01-01', nivel: 'decade' });
    expect(inicioDoCalendario('31/02/1990', true, '2026-11-25')).toEqual({ mes: '1996-01-01', nivel: 'decade' });
    expect(inicioDoCalendario(null, false, '2026-11-25')).toEqual({ mes: '2026-11-25', nivel: 'month' });
  });
});
