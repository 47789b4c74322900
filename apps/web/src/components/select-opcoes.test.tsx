import { useForm } from '@mantine/form';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage } from '../test/page-harness';
import { ComarcaEUnidade, SelectOpcoes } from './select-opcoes';

const opcoesVisiveis = () => screen.getAllByRole('option').map((o) => o.textContent);

/** The input of a label (Mantine's Select is not always found by its accessible name). */
function campo(rotulo: string): HTMLElement {
  const label = screen.getAllByText(rotulo, { selector: 'label' })[0] as HTMLLabelElement;
  return document.getElementById(label.htmlFor)!;
}

describe('SelectOpcoes', () => {
  it("says 'Carregando...' while the list loads, keeps the saved choice and leaves out what it is told", async () => {
    const { unmount } = renderPage(<SelectOpcoes label="Vara" consulta={{ data: undefined, isPending: true }} />);
    expect(campo('Vara')).toHaveAttribute('placeholder', 'Carregando...');
    unmount();
    renderPage(
      <SelectOpcoes
        label="Vara"
        consulta={{
          data: [
            { value: '1', label: 'Primeira' },
            { value: '2', label: 'Segunda' },
          ],
          isPending: false,
        }}
        atual={{ id: 9, nome: 'Extinta' }}
        sem={['2']}
      />,
    );
    const vara = campo('Vara');
    expect(vara).toHaveAttribute('placeholder', 'Selecione');
    await userEvent.click(vara);
    expect(opcoesVisiveis()).toEqual(['Primeira', 'Extinta']);
  });
});

function Formulario({ registro }: { registro: { comarca: { id: number; nome: string }; predio: { id: number; nome: string } | null } | null }) {
  const form = useForm({ initialValues: { comarca: registro ? String(registro.comarca.id) : null, predio: registro?.predio ? String(registro.predio.id) : null } as { comarca: string | null; predio: string | null } });
  return (
    <>
      <ComarcaEUnidade form={form} registro={registro} />
      <p>unidade: {form.values.predio ?? 'nenhuma'}</p>
    </>
  );
}

describe('ComarcaEUnidade', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("offers the chosen comarca's buildings and drops a building of another comarca when the comarca changes", async () => {
    const s = loginAs([]);
    mockApi(s, (c) => {
      if (c.path === 'comarca') return { body: [[{ id: 1, nome: 'Aracaju' }, { id: 2, nome: 'Itabaiana' }], 2] };
      if (c.path === 'predio') return { body: [[{ id: 10, nome: 'Sede', comarca: { id: 1, nome: 'Aracaju' } }, { id: 20, nome: 'Anexo', comarca: { id: 2, nome: 'Itabaiana' } }], 2] };
      return undefined;
    });
    renderPage(<Formulario registro={null} />, { me: s.me });
    const escolher = async (rotulo: string, opcao: string) => {
      await userEvent.click(campo(rotulo));
      await userEvent.click(await screen.findByRole('option', { name: opcao }));
    };
    await escolher('Comarca', 'Aracaju');
    await userEvent.click(campo('Unidade'));
    expect(opcoesVisiveis()).toEqual(['Sede']);
    await userEvent.click(screen.getByRole('option', { name: 'Sede' }));
    expect(screen.getByText('unidade: 10')).toBeInTheDocument();
    await escolher('Comarca', 'Itabaiana');
    expect(screen.getByText('unidade: nenhuma')).toBeInTheDocument();
    await userEvent.click(campo('Unidade'));
    expect(opcoesVisiveis()).toEqual(['Anexo']);
  });
});
