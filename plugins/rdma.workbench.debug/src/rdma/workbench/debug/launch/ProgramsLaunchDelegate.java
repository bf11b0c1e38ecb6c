package rdma.workbench.debug.launch;

import java.io.File;
import java.io.IOException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.FileLocator;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.debug.core.DebugEvent;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.IDebugEventSetListener;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.core.model.IProcess;
import org.eclipse.debug.core.model.LaunchConfigurationDelegate;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.osgi.framework.Bundle;

import rdma.workbench.debug.model.LiveTarget;
import rdma.workbench.debug.process.FabricProcess;
import rdma.workbench.debug.record.RecordedRun;
import rdma.workbench.engine.live.LiveFabric;
import rdma.workbench.engine.live.LiveParts;
import rdma.workbench.engine.loader.LiveLoader;
import rdma.workbench.engine.loader.LoadException;
import rdma.workbench.engine.loader.RecordingScenario;
import rdma.workbench.engine.stepping.PortAddress;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.trace.TraceText;
import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.persistence.ModelLoadException;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.validation.ModelValidation;

/**
 * Launches an "RDMA Programs" configuration: the topology as a live fabric in this workbench, and
 * each program with the verbs library on its host, its output in a console of its own beside the
 * fabric's. In debug mode the fabric is a debug target whose threads are the programs. When every
 * program has ended (or the launch is terminated) the fabric stops and writes what the programs
 * did as a scenario in the workspace, which the debugger opens like any other ("Debug the
 * Recording").
 */
public final class ProgramsLaunchDelegate extends LaunchConfigurationDelegate {

    /** The library in the installed fragment, a file since the fragment is installed as a folder. */
    private static final String FRAGMENT = "rdma.workbench.verbs.linux.x86_64";
    private static final String LIBRARY = "os/linux/x86_64/librdmawb-verbs.so";
    /** A launch attribute: the workspace path of the recording, once it is written. */
    public static final String RECORDING_WRITTEN = "rdma.workbench.debug.programs.recordingWritten";

    @Override
    public void launch(ILaunchConfiguration configuration, String mode, ILaunch launch, IProgressMonitor monitor) throws CoreException {
        ProgramsSettings settings = ProgramsSettings.of(configuration);
        IFile topologyFile = workspaceFile(settings.topology(), ModelFiles.TOPOLOGY_EXTENSION);
        Topology topology = topology(topologyFile);
        for (ProgramsSettings.Program p : settings.programs()) {
            if (topology.getHosts().stream().map(Host::getName).noneMatch(p.host()::equals)) {
                throw LaunchSettings.error(settings.topology() + " has no host " + p.host() + " for '" + p.commandLine() + "'");
            }
        }
        Path library = library();
        LiveParts parts;
        try {
            parts = LiveLoader.load(topology, 1);
        } catch (LoadException e) {
            throw LaunchSettings.error(settings.topology() + " cannot run: " + e.getMessage());
        }
        IFile recording = recordingFile(settings, topologyFile);
        Session session = parts.session();
        FabricProcess console = new FabricProcess(launch, "fabric of " + topologyFile.getName(), topologyFile,
                record("live fabric of " + topologyFile.getName(), topology, session));
        session.trace().addListener(e -> {
            if (TraceText.shownByDefault(e)) {
                console.println(TraceText.line(e));
            }
        });
        LiveFabric fabric;
        try {
            fabric = LiveFabric.start(parts, Files.createTempDirectory("rdmawb-fabric"), console::say);
        } catch (IOException e) {
            throw LaunchSettings.error("the fabric of " + settings.topology() + " could not start: " + e.getMessage());
        }
        fabric.setRecording(true);
        launch.setAttribute(RECORDING_WRITTEN, null);
        // the packet views follow the run: the trace as it stands twice a second, at each suspend, and at the end
        fabric.setWatch(() -> console.freeze(session.trace().snapshot(), session.now(), session.snapshot()), 500);
        fabric.setFinish(() -> {
            console.freeze(session.trace().snapshot(), -1, session.snapshot());
            writeRecording(fabric, topology, recording, console, launch);
        });
        List<IProcess> programs = new CopyOnWriteArrayList<>();
        AtomicBoolean over = new AtomicBoolean();
        Runnable stop = () -> {
            if (over.compareAndSet(false, true)) {
                fabric.stop();
                for (IProcess p : programs) {
                    try {
                        p.terminate();
                    } catch (CoreException e) {
                        console.say("could not end " + p.getLabel() + ": " + e.getMessage());
                    }
                }
                new Job("Stop the fabric of " + topologyFile.getName()) {
                    @Override
                    protected IStatus run(IProgressMonitor m) {
                        try {
                            fabric.awaitStopped();
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        }
                        console.ended();
                        return Status.OK_STATUS;
                    }
                }.schedule();
            }
        };
        console.onTerminate(stop);
        if (ILaunchManager.DEBUG_MODE.equals(mode)) {
            LiveTarget target = new LiveTarget(launch, "live fabric of " + topologyFile.getName(), fabric, console);
            target.onTerminate(stop);
            launch.addDebugTarget(target);
            target.start();
        }
        // the fabric stops, writing the recording, once every program has started and ended
        AtomicBoolean allStarted = new AtomicBoolean();
        AtomicBoolean allEnded = new AtomicBoolean();
        Runnable endWhenAllEnded = () -> {
            if (allStarted.get() && programs.stream().allMatch(IProcess::isTerminated) && !over.get() && allEnded.compareAndSet(false, true)) {
                console.say("every program has ended: the fabric stops");
                if (launch.getDebugTarget() instanceof LiveTarget t) {
                    t.terminate();
                } else {
                    stop.run();
                }
            }
        };
        IDebugEventSetListener ends = new IDebugEventSetListener() {
            @Override
            public void handleDebugEvents(DebugEvent[] events) {
                for (DebugEvent e : events) {
                    if (e.getKind() == DebugEvent.TERMINATE && (programs.contains(e.getSource()) || e.getSource() == console)) {
                        if (e.getSource() == console) {
                            DebugPlugin.getDefault().removeDebugEventListener(this);
                        }
                        endWhenAllEnded.run();
                        return;
                    }
                }
            }
        };
        DebugPlugin.getDefault().addDebugEventListener(ends);
        try {
            for (ProgramsSettings.Program p : settings.programs()) {
                if (!programs.isEmpty()) {
                    // a server listens before its client connects: the programs start in order, a gap apart
                    Thread.sleep(settings.startGapMillis());
                }
                if (monitor.isCanceled() || over.get()) {
                    break;
                }
                programs.add(start(launch, p, fabric, library, topologyFile, console));
            }
        } catch (CoreException e) {
            stop.run();
            throw e;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stop.run();
            return;
        }
        allStarted.set(true);
        endWhenAllEnded.run();
    }

    private static IProcess start(ILaunch launch, ProgramsSettings.Program p, LiveFabric fabric, Path library, IFile topologyFile,
            FabricProcess console) throws CoreException {
        String[] command = DebugPlugin.parseArguments(p.commandLine());
        File dir = p.directory().isBlank() ? topologyFile.getProject().getLocation().toFile() : new File(p.directory());
        ProcessBuilder b = new ProcessBuilder(command).directory(dir).redirectErrorStream(false);
        Map<String, String> env = b.environment();
        env.putAll(p.variables());
        String preload = env.get("LD_PRELOAD");
        env.put("LD_PRELOAD", library + (preload == null || preload.isBlank() ? "" : " " + preload));
        env.put("RDMAWB_FABRIC", fabric.socket().toString());
        env.put("RDMAWB_HOST", p.host());
        try {
            Process process = b.start();
            console.say("started on " + p.host() + ": " + p.commandLine());
            return DebugPlugin.newProcess(launch, process, p.host() + ": " + p.commandLine());
        } catch (IOException e) {
            throw LaunchSettings.error("'" + p.commandLine() + "' could not start on " + p.host() + ": " + e.getMessage());
        }
    }

    /** An empty record of a live run on {@code topology}: its hosts and switches as lanes, each NIC's address known by its host. */
    private static RecordedRun record(String title, Topology topology, Session session) {
        Map<String, String> hostOfAddress = new HashMap<>();
        for (PortAddress a : session.addresses()) {
            hostOfAddress.putIfAbsent(a.address(), a.host());
        }
        return new RecordedRun(title, topology.getHosts().stream().map(Host::getName).toList(),
                topology.getSwitches().stream().map(s -> s.getName()).toList(), hostOfAddress);
    }

    /** Writes what the programs did as a scenario on the topology (on the fabric's thread, once it has stopped). */
    private static void writeRecording(LiveFabric fabric, Topology topology, IFile file, FabricProcess console, ILaunch launch) {
        Scenario scenario = RecordingScenario.of(fabric.recording(), topology, "Recorded from " + launch.getLaunchConfiguration().getName());
        if (scenario.getPrograms().isEmpty()) {
            console.say("no program attached to the fabric: there is nothing to record");
            return;
        }
        Resource r = topology.eResource().getResourceSet().createResource(URI.createPlatformResourceURI(file.getFullPath().toString(), true));
        r.getContents().add(scenario);
        try {
            ModelFiles.save(r);
            file.refreshLocal(IResource.DEPTH_ZERO, null);
            launch.setAttribute(RECORDING_WRITTEN, file.getFullPath().toString());
            console.say("wrote " + file.getFullPath() + " (" + scenario.getPrograms().size() + " program(s)): Debug the Recording (the Debug view's"
                    + " context menu) steps through what the programs did");
        } catch (IOException | CoreException e) {
            console.say("could not write the recording " + file.getFullPath() + ": " + e.getMessage());
        }
    }

    private static IFile workspaceFile(String path, String extension) throws CoreException {
        IResource r = ResourcesPlugin.getWorkspace().getRoot().findMember(new org.eclipse.core.runtime.Path(path));
        if (!(r instanceof IFile file) || !file.exists()) {
            throw LaunchSettings.error(path + ": no such file in the workspace");
        }
        if (!extension.equals(file.getFileExtension())) {
            throw LaunchSettings.error(path + ": not a ." + extension + " file");
        }
        return file;
    }

    private static Topology topology(IFile file) throws CoreException {
        Topology t;
        try {
            t = ModelFiles.load(ModelFiles.newResourceSet(), URI.createPlatformResourceURI(file.getFullPath().toString(), true), Topology.class);
        } catch (ModelLoadException e) {
            throw LaunchSettings.error(file.getFullPath() + " cannot be read: " + (e.problems().isEmpty() ? e.getMessage() : e.problems().get(0)));
        }
        Diagnostic d = ModelValidation.validate(t);
        if (d.getSeverity() >= Diagnostic.ERROR) {
            String first = d.getChildren().isEmpty() ? d.getMessage() : d.getChildren().get(0).getMessage();
            throw LaunchSettings.error(file.getFullPath() + " is not run: " + first + " (the Problems view lists every problem)");
        }
        return t;
    }

    /** The verbs library of this installation, or an error saying how to get one. */
    private static Path library() throws CoreException {
        Bundle fragment = Platform.getBundle(FRAGMENT);
        URL entry = fragment == null ? null : fragment.getEntry(LIBRARY);
        if (entry != null) {
            try {
                // a folder-shaped fragment gives its own file; a jar-shaped one (a test runtime) a copy in the cache
                File f = new File(FileLocator.toFileURL(entry).getPath());
                if (f.isFile()) {
                    return f.toPath();
                }
            } catch (IOException e) {
                throw LaunchSettings.error("the verbs library " + LIBRARY + " of " + FRAGMENT + " cannot be read: " + e.getMessage());
            }
        }
        throw LaunchSettings.error("this installation has no verbs library (" + FRAGMENT + " with " + LIBRARY
                + "): it is built when gcc and libibverbs-dev are installed (sudo apt-get install gcc make libibverbs-dev, then ./rdmawb build)");
    }

    /** Where the recording goes: the configured file, or beside the topology, named after the configuration. */
    private static IFile recordingFile(ProgramsSettings s, IFile topology) throws CoreException {
        if (!s.recording().isBlank()) {
            IFile f = ResourcesPlugin.getWorkspace().getRoot().getFile(new org.eclipse.core.runtime.Path(s.recording()));
            if (!ModelFiles.SCENARIO_EXTENSION.equals(f.getFileExtension())) {
                throw LaunchSettings.error(s.recording() + ": a recording is a scenario, a ." + ModelFiles.SCENARIO_EXTENSION + " file");
            }
            return f;
        }
        IContainer folder = topology.getParent();
        String base = topology.getFullPath().removeFileExtension().lastSegment() + "-recording";
        IFile f = folder.getFile(new org.eclipse.core.runtime.Path(base + "." + ModelFiles.SCENARIO_EXTENSION));
        for (int i = 2; f.exists(); i++) {
            f = folder.getFile(new org.eclipse.core.runtime.Path(base + "-" + i + "." + ModelFiles.SCENARIO_EXTENSION));
        }
        return f;
    }
}
