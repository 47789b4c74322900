import { Button } from '@mantine/core';
import { dataIsoLocal, isValidDataIso } from '@sgi/domain';
import { useState } from 'react';
import { EntradaData } from '../../components/entrada-data';

/** The day of the placements (today by default): the field, and the day to ask for (null while it is not a date). */
export function useDiaDoRelatorio() {
  const [dia, setDia] = useState<string | null>(dataIsoLocal());
  const valido = dia !== null && isValidDataIso(dia) ? dia : null;
  const campo = (
    <>
      <EntradaData label="Lotações em" value={dia} onChange={setDia} w={180} />
      <Button variant="subtle" size="xs" mb={4} onClick={() => setDia(dataIsoLocal())}>
        Hoje
      </Button>
    </>
  );
  return { dia: valido, campo, aviso: valido ? null : 'Informe a data (dd/mm/aaaa).' };
}
