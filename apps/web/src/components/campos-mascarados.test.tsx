import { useForm } from '@mantine/form';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/page-harness';
import { CampoCep, CampoCpf, CampoTelefone } from './campos-mascarados';

interface Valores {
  cpf: string;
  cep: string;
  telefone: { ddd: number | string; numero: string };
  celular: string;
}

let valores: Valores;

function Formulario() {
  const form = useForm<Valores>({ initialValues: { cpf: '', cep: '', telefone: { ddd: 79, numero: '' }, celular: '' } });
  valores = form.values;
  return (
    <>
      <CampoCpf form={form} campo="cpf" />
      <CampoCep form={form} campo="cep" />
      <CampoTelefone form={form} campo="telefone" label="Telefone" ddd={{ min: 0, max: 99 }} />
      <CampoTelefone form={form} campo="celular" label="Celular" />
    </>
  );
}

describe('masked fields', () => {
  it('CEP: shows 00000-000 as it is typed and the form holds the digits', async () => {
    const user = userEvent.setup();
    renderPage(<Formulario />);
    const cep = screen.getByLabelText('CEP');
    await user.type(cep, '490');
    expect(cep).toHaveValue('490');
    await user.type(cep, '10a000');
    expect(cep).toHaveValue('49010-000');
    expect(valores.cep).toBe('49010000');
  });

  it('phone with a DDD field: the number is masked as typed and never drawn with a DDD inside', async () => {
    const user = userEvent.setup();
    renderPage(<Formulario />);
    const numero = screen.getByLabelText('Telefone');
    expect(screen.getByLabelText('DDD')).toHaveValue('79');
    await user.type(numero, '32114');
    expect(numero).toHaveValue('3211-4');
    await user.type(numero, '567');
    expect(numero).toHaveValue('3211-4567');
    await user.type(numero, '89');
    // Ten digits: still a number, not '(32) 1145-6789'.
    expect(numero).toHaveValue('321145-6789');
    expect(valores.telefone).toEqual({ ddd: 79, numero: '3211456789' });
  });

  it('phone in one field (DDD included): masked as typed, the form holds the digits', async () => {
    const user = userEvent.setup();
    renderPage(<Formulario />);
    const celular = screen.getByLabelText('Celular');
    await user.type(celular, '799912');
    expect(celular).toHaveValue('7999-12');
    await user.type(celular, '34567');
    expect(celular).toHaveValue('(79) 99123-4567');
    expect(valores.celular).toBe('79991234567');
  });

  it('CPF: formatted once the digits make a valid CPF, letters dropped', async () => {
    const user = userEvent.setup();
    renderPage(<Formulario />);
    const cpf = screen.getByLabelText(/^CPF/);
    await user.type(cpf, '5299822472x');
    expect(cpf).toHaveValue('5299822472');
    await user.type(cpf, '5');
    expect(cpf).toHaveValue('529.982.247-25');
  });
});
