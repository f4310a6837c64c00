// Sending a print job with Chakra UI (v2): a Menu of radio items for the
// paper, a Menu of checkbox items for the finishing, a NumberInput with
// its stepper, a Switch, an Accordion hiding the advanced settings (a
// RadioGroup), and a
// Modal confirming the job.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  ChakraProvider, Box, Heading, Text, Button, Menu, MenuButton, MenuList, MenuOptionGroup, MenuItemOption,
  NumberInput, NumberInputField, NumberInputStepper, NumberIncrementStepper, NumberDecrementStepper,
  FormControl, FormLabel, Switch, Accordion, AccordionItem, AccordionButton, AccordionPanel, AccordionIcon,
  Modal, ModalOverlay, ModalContent, ModalHeader, ModalBody, ModalFooter, useDisclosure, RadioGroup, Radio, Stack,
} from '@chakra-ui/react';

function App() {
  const [paper, setPaper] = useState('A4');
  const [finish, setFinish] = useState(['staple']);
  const [copies, setCopies] = useState('1');
  const [duplex, setDuplex] = useState(true);
  const [quality, setQuality] = useState('Normal');
  const [status, setStatus] = useState('Nothing printed');
  const { isOpen, onOpen, onClose } = useDisclosure();
  const names = { staple: 'stapled', punch: 'hole-punched', fold: 'folded' };
  return (
    <Box maxW="36em" m={8}>
      <Heading as="h1" size="lg" mb={2}>Print “Annual report 2026.pdf”</Heading>
      <Text mb={4}>48 pages, colour. Choose the paper, the finishing and how many copies.</Text>
      <Box mb={4}>
        <Menu closeOnSelect>
          <MenuButton as={Button}>Paper: {paper}</MenuButton>
          <MenuList>
            <MenuOptionGroup title="Paper size" type="radio" value={paper} onChange={setPaper}>
              <MenuItemOption value="A4">A4</MenuItemOption>
              <MenuItemOption value="A3">A3</MenuItemOption>
              <MenuItemOption value="Letter">Letter</MenuItemOption>
            </MenuOptionGroup>
          </MenuList>
        </Menu>{' '}
        <Menu closeOnSelect={false}>
          <MenuButton as={Button}>Finishing</MenuButton>
          <MenuList>
            <MenuOptionGroup title="Finishing" type="checkbox" value={finish} onChange={setFinish}>
              <MenuItemOption value="staple">Staple</MenuItemOption>
              <MenuItemOption value="punch">Hole punch</MenuItemOption>
              <MenuItemOption value="fold">Fold</MenuItemOption>
            </MenuOptionGroup>
          </MenuList>
        </Menu>
      </Box>
      <FormControl mb={4}>
        <FormLabel>Copies</FormLabel>
        <NumberInput value={copies} onChange={v => setCopies(v)} min={1} max={50}>
          <NumberInputField />
          <NumberInputStepper><NumberIncrementStepper /><NumberDecrementStepper /></NumberInputStepper>
        </NumberInput>
      </FormControl>
      <FormControl display="flex" alignItems="center" mb={4}>
        <FormLabel mb={0}>Print on both sides</FormLabel>
        <Switch isChecked={duplex} onChange={e => setDuplex(e.target.checked)} />
      </FormControl>
      <Accordion allowToggle mb={4}>
        <AccordionItem>
          <h2><AccordionButton><Box as="span" flex="1" textAlign="left">Advanced settings</Box><AccordionIcon /></AccordionButton></h2>
          <AccordionPanel>
            <FormControl>
              <FormLabel>Print quality</FormLabel>
              <RadioGroup value={quality} onChange={setQuality}>
                <Stack direction="row"><Radio value="Draft">Draft</Radio><Radio value="Normal">Normal</Radio><Radio value="Best">Best</Radio></Stack>
              </RadioGroup>
            </FormControl>
          </AccordionPanel>
        </AccordionItem>
      </Accordion>
      <Button colorScheme="blue" onClick={onOpen}>Print</Button>
      <Modal isOpen={isOpen} onClose={onClose}>
        <ModalOverlay />
        <ModalContent>
          <ModalHeader>Send to the printer?</ModalHeader>
          <ModalBody>The job goes to “Floor 3 colour printer”.</ModalBody>
          <ModalFooter>
            <Button variant="ghost" mr={3} onClick={onClose}>Cancel</Button>
            <Button colorScheme="blue" onClick={() => {
              const f = ['staple', 'punch', 'fold'].filter(k => finish.includes(k)).map(k => names[k]);
              setStatus(`Printing ${copies} ${copies === '1' ? 'copy' : 'copies'} on ${paper}, ${duplex ? 'both sides' : 'one side'}, ${f.join(' and ') || 'no finishing'}, ${quality.toLowerCase()} quality`);
              onClose();
            }}>Send</Button>
          </ModalFooter>
        </ModalContent>
      </Modal>
      <Text id="status" mt={4}>{status}</Text>
    </Box>
  );
}

createRoot(document.getElementById('root')).render(<ChakraProvider><App /></ChakraProvider>);
