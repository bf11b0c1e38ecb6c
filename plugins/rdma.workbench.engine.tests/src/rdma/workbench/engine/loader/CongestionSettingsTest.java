package rdma.workbench.engine.loader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.junit.jupiter.api.Test;

import rdma.workbench.engine.congestion.CongestionSettings;
import rdma.workbench.engine.congestion.DcqcnParameters;
import rdma.workbench.engine.congestion.HpccTuning;
import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.trace.Trace;
import rdma.workbench.model.topology.CongestionControl;
import rdma.workbench.model.topology.ErdmaDevice;
import rdma.workbench.model.topology.RoceCongestionControl;
import rdma.workbench.model.topology.RoceNic;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.testing.ExampleScenarios;

/** What a NIC's congestion-control settings in the model become in the engine. */
class CongestionSettingsTest {

    private static List<CongestionSettings> settingsOf(Topology t) throws LoadException {
        Simulation simulation = new Simulation(1);
        FabricBuilder b = new FabricBuilder(simulation, new Trace(simulation));
        b.build(t);
        return b.rnics.values().stream().map(r -> r.congestion()).toList();
    }

    private static Topology topology(String example) throws Exception {
        return ExampleScenarios.load(example).getTopology();
    }

    @Test
    void aRoceNicsDcqcnParametersAndCnpIntervalComeFromTheModelInTheEnginesUnits() throws Exception {
        Topology t = topology("incast-dcqcn");
        RoceNic h1 = (RoceNic) t.getHosts().get(0).getRnics().get(0);
        assertEquals(new CongestionSettings(CongestionSettings.Algorithm.DCQCN, 50_000, true, DcqcnParameters.PAPER, HpccTuning.PAPER),
                settingsOf(t).get(0), "the defaults are the paper's");
        h1.setDcqcnGain(1.0 / 16);
        h1.setDcqcnAlphaTimer(100);
        h1.setDcqcnRateIncreaseTimer(300);
        h1.setDcqcnByteCounter(32_767);
        h1.setDcqcnFastRecoverySteps(1);
        h1.setDcqcnAdditiveIncrease(5);
        h1.setDcqcnHyperIncrease(50);
        h1.setDcqcnMinimumRate(10);
        h1.setCnpInterval(4);
        // µs to ns, Mbit/s to Gbit/s
        assertEquals(new CongestionSettings(CongestionSettings.Algorithm.DCQCN, 4_000, true,
                new DcqcnParameters(1.0 / 16, 100_000, 300_000, 32_767, 1, 0.005, 0.050, 1.0, 0.010), HpccTuning.PAPER), settingsOf(t).get(0));
    }

    @Test
    void aRoceNicsHpccConstantsComeFromTheModel() throws Exception {
        Topology t = topology("incast-hpcc");
        RoceNic h1 = (RoceNic) t.getHosts().get(0).getRnics().get(0);
        assertEquals(HpccTuning.PAPER, settingsOf(t).get(0).hpcc(), "the defaults are the paper's");
        assertEquals(new HpccTuning(0.95, 5, 4), HpccTuning.PAPER);
        h1.setHpccTargetUtilization(0.9);
        h1.setHpccMaxStage(0);
        h1.setHpccExpectedFlows(16);
        assertEquals(new HpccTuning(0.9, 0, 16), settingsOf(t).get(0).hpcc());
        h1.setHpccExpectedFlows(0);
        assertEquals("RoCE NIC mlx5_0 on host h1: HPCC needs a target utilization more than 0 and at most 1, maxStage 0 or more and at least 1 "
                + "expected flow: 0.9, 0, 0", assertThrows(LoadException.class, () -> settingsOf(t)).getMessage(),
                "refused when the fabric is built, not when the first QP connects");
    }

    @Test
    void hpccAndNoneAndErdmasMethodsMapToWhatTheEngineRuns() throws Exception {
        Topology t = topology("incast-dcqcn");
        RoceNic h1 = (RoceNic) t.getHosts().get(0).getRnics().get(0);
        h1.setCongestionControl(RoceCongestionControl.HPCC);
        assertEquals(CongestionSettings.Algorithm.HPCC, settingsOf(t).get(0).algorithm());
        assertEquals(false, settingsOf(t).get(0).notificationPoint(), "an HPCC NIC sends no CNPs");
        h1.setCongestionControl(RoceCongestionControl.NONE);
        assertEquals(CongestionSettings.NONE, settingsOf(t).get(0));
        Topology erdma = topology("rc-send-recv");
        assertEquals(CongestionSettings.NONE, settingsOf(erdma).get(0), "newreno is not simulated: line rate");
        ((ErdmaDevice) erdma.getHosts().get(0).getRnics().get(0)).setCongestionControl(CongestionControl.HPCC_INT);
        assertEquals(CongestionSettings.Algorithm.HPCC, settingsOf(erdma).get(0).algorithm());
    }

    @Test
    void aParameterValidationWouldReportIsRefusedWithTheNicsName() throws Exception {
        Topology t = topology("incast-dcqcn");
        ((RoceNic) t.getHosts().get(0).getRnics().get(0)).setDcqcnGain(2);
        LoadException e = assertThrows(LoadException.class, () -> settingsOf(t));
        assertEquals("RoCE NIC mlx5_0 on host h1: DCQCN needs 0 < g < 1, positive timers, byte counter and minimum rate, F >= 0, R_AI, R_HAI >= 0 "
                + "and 0 <= alpha <= 1 (g 2.0, K 55000 ns, T 55000 ns, B 10485760, F 5, R_AI 0.04, R_HAI 0.2, alpha 1.0, minimum 0.001)",
                e.getMessage());
    }
}
